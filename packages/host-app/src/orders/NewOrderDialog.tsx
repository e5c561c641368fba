import type { NewOrderBodyInput, OrderResource } from '@shipdeck/core/contract';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import { NEW_ORDER_PATHS } from '@shipdeck/core/orders';
import { useState } from 'react';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { Field } from '../ui/Field';
import { violationsOf } from './OrdersPage';

const m = (key: string, params?: Record<string, string | number>) => messages(key as MessageKey, params);

interface LineForm {
  /** The line's key on the page (a line has no id until the order is saved). */
  key: number;
  sku: string;
  name: string;
  quantity: string;
  price: string;
  weight: string;
}
let nextLineKey = 0;
const emptyLine = (): LineForm => ({
  key: nextLineKey++,
  sku: '',
  name: '',
  quantity: '1',
  price: '',
  weight: '',
});
const RECIPIENT = [
  'name',
  'companyName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'country',
  'phoneNumber',
  'email',
] as const;
const SUMMARY = ['orderNumber', 'orderDate', 'paidDate', 'shippingPaid', 'taxPaid', 'totalPaid'] as const;
type FieldName = (typeof RECIPIENT)[number] | (typeof SUMMARY)[number];

/** A number field's text as the API takes it: '' is left out (null), anything else a number. */
const amount = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[$,\s]/g, '')));

/** The form as the API body (spec 02 §3 recipientInformation, orderInformation, orderLineItems). */
function bodyOf(
  form: Record<FieldName, string>,
  autogenerate: boolean,
  lines: LineForm[],
): NewOrderBodyInput {
  return {
    recipientInformation: {
      name: form.name,
      companyName: form.companyName,
      address: {
        addressLine1: form.addressLine1,
        addressLine2: form.addressLine2,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
        country: form.country.toUpperCase(),
      },
      phoneNumber: form.phoneNumber,
      email: form.email,
    },
    orderInformation: {
      id: form.orderNumber,
      autogenerate,
      oderDate: form.orderDate || null,
      paidDate: form.paidDate || null,
      shippingPaid: amount(form.shippingPaid),
      taxPaid: amount(form.taxPaid),
      totalPaid: amount(form.totalPaid),
    },
    orderLineItems: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: amount(line.quantity),
      price: { amount: amount(line.price) },
      weight: amount(line.weight),
    })),
  };
}

/** Where each field's error comes back (the API's property paths). */
const PATH_OF: Record<FieldName, string> = {
  ...NEW_ORDER_PATHS,
  addressLine2: 'recipientInformation.address.addressLine2',
  phoneNumber: 'recipientInformation.phoneNumber',
  email: 'recipientInformation.email',
};

/**
 * The New Order modal (spec 02 §2, §3, §5): the recipient, the order summary and its line items, saved by
 * the API (the spec's product could not save it); the rules' messages shown at their fields.
 */
export function NewOrderDialog({
  onClose,
  onSaved,
}: {
  onClose(): void;
  onSaved(order: OrderResource): void;
}) {
  const { api } = useAppSession();
  const [form, setForm] = useState<Record<FieldName, string>>(
    () =>
      Object.fromEntries(
        [...RECIPIENT, ...SUMMARY].map((name) => [name, name === 'country' ? 'US' : '']),
      ) as Record<FieldName, string>,
  );
  const [autogenerate, setAutogenerate] = useState(false);
  const [lines, setLines] = useState<LineForm[]>([emptyLine()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await api.createOrder(bodyOf(form, autogenerate, lines)));
    } catch (error) {
      const violations = violationsOf(error);
      setErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
      setFailure(
        violations.length > 0
          ? messages('generic.invalidNotice')
          : errorText(error, messages('api.unknownStatus')),
      );
      setSaving(false);
    }
  };
  const field = (name: FieldName) => (
    <Field
      key={name}
      label={m(`orders.label.${name === 'orderNumber' ? 'orderNumber' : name}`)}
      name={`order-${name}`}
      value={form[name]}
      type={name === 'orderDate' || name === 'paidDate' ? 'date' : 'text'}
      onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
      error={errors[PATH_OF[name]] ?? null}
    />
  );
  const setLine = (i: number, change: Partial<LineForm>) =>
    setLines((all) => all.map((line, n) => (n === i ? { ...line, ...change } : line)));

  return (
    <Dialog title={m('orders.modal.title')} onClose={onClose}>
      <form
        className="app-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend>{m('orders.modal.recipient')}</legend>
          {RECIPIENT.map(field)}
        </fieldset>
        <fieldset>
          <legend>{m('orders.modal.summary')}</legend>
          {field('orderNumber')}
          <label className="app-check">
            <input
              type="checkbox"
              checked={autogenerate}
              onChange={(e) => setAutogenerate(e.target.checked)}
            />{' '}
            {m('orders.modal.autogenerate')}
          </label>
          {SUMMARY.filter((name) => name !== 'orderNumber').map(field)}
        </fieldset>
        <fieldset>
          <legend>{m('orders.modal.lineItems')}</legend>
          {lines.map((line, i) => (
            <fieldset key={line.key} className="app-rows">
              <legend className="app-visually-hidden">{`${m('orders.modal.lineItems')} ${i + 1}`}</legend>
              <Field
                label={m('orders.label.sku')}
                name={`line-${i}-sku`}
                value={line.sku}
                onChange={(v) => setLine(i, { sku: v })}
              />
              <Field
                label={m('orders.label.itemName')}
                name={`line-${i}-name`}
                value={line.name}
                onChange={(v) => setLine(i, { name: v })}
                error={errors[`orderLineItems[${i}].name`] ?? null}
              />
              <Field
                label={m('orders.label.quantity')}
                name={`line-${i}-quantity`}
                value={line.quantity}
                inputMode="numeric"
                onChange={(v) => setLine(i, { quantity: v })}
                error={errors[`orderLineItems[${i}].quantity`] ?? null}
              />
              <Field
                label={m('orders.label.price')}
                name={`line-${i}-price`}
                value={line.price}
                onChange={(v) => setLine(i, { price: v })}
                error={errors[`orderLineItems[${i}].price.amount`] ?? null}
              />
              <Field
                label={m('orders.label.weight')}
                name={`line-${i}-weight`}
                value={line.weight}
                onChange={(v) => setLine(i, { weight: v })}
                error={errors[`orderLineItems[${i}].weight`] ?? null}
              />
              <button
                type="button"
                className="app-link-button"
                onClick={() => setLines((all) => all.filter((_, n) => n !== i))}
              >
                {m('orders.modal.removeLine')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="app-button app-button-secondary"
            onClick={() => setLines((all) => [...all, emptyLine()])}
          >
            {m('orders.modal.addLine')}
          </button>
        </fieldset>
        {failure && (
          <p role="alert" className="app-field-error">
            {failure}
          </p>
        )}
        <div className="app-actions">
          <button type="button" className="app-button app-button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="app-button" disabled={saving}>
            {m('orders.modal.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
