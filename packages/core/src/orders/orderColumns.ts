import type { NewOrderBody, OrderStatus, Violation } from '../contract/index';
import { type MessageKey, messages } from '../messages/index';
import { NEW_ORDER_PATHS, normalizeNewOrder, validateNewOrder } from './orderRules';

/**
 * Order files (issue 15: "import orders from a CSV or XLSX file, our template plus the order exports of
 * common store platforms, mapped by column names"): which column holds what, by its header, and how the
 * rows of a file become orders. Pure: the server runs it on a spreadsheet thread.
 */
export type OrderField =
  | 'orderNumber'
  | 'orderDate'
  | 'paidDate'
  | 'status'
  | 'financialStatus'
  | 'fulfillmentStatus'
  | 'cancelledAt'
  | 'shippedDate'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'country'
  | 'phone'
  | 'email'
  | 'currency'
  | 'shippingPaid'
  | 'taxPaid'
  | 'totalPaid'
  | 'sku'
  | 'itemName'
  | 'quantity'
  | 'price'
  | 'weight';

/** Our template's columns, in order (the modal offers it as a file to fill in). */
export const ORDER_FILE_COLUMNS: ReadonlyArray<readonly [string, OrderField]> = [
  ['Order Number', 'orderNumber'],
  ['Order Date', 'orderDate'],
  ['Paid Date', 'paidDate'],
  ['Status', 'status'],
  ['Name', 'name'],
  ['Company', 'company'],
  ['Address Line 1', 'addressLine1'],
  ['Address Line 2', 'addressLine2'],
  ['City', 'city'],
  ['State', 'state'],
  ['Zip', 'zipCode'],
  ['Country', 'country'],
  ['Phone', 'phone'],
  ['Email', 'email'],
  ['Currency', 'currency'],
  ['Shipping Paid', 'shippingPaid'],
  ['Tax Paid', 'taxPaid'],
  ['Total Paid', 'totalPaid'],
  ['SKU', 'sku'],
  ['Item Name', 'itemName'],
  ['Quantity', 'quantity'],
  ['Price', 'price'],
  ['Weight (lbs)', 'weight'],
];

export type OrderPlatform = 'shipdeck' | 'shopify' | 'woocommerce' | 'etsy' | 'ebay';

/** A header compared by its letters and digits only, any case ("Ship To Zip" = "ship_to_zip"). */
export const orderHeaderKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

type Aliases = Partial<Record<OrderField, readonly string[]>>;

/**
 * Each platform's order export, by the headers it writes (one row per line item; the order's own columns
 * filled on its first row at least). A platform is told by a header only it writes; the others' names are
 * not read for it (Shopify's "Name" is the order number, ours is the recipient's name).
 */
const PLATFORMS: ReadonlyArray<{ platform: OrderPlatform; signature: string; aliases: Aliases }> = [
  {
    platform: 'shopify',
    signature: 'Lineitem name',
    aliases: {
      orderNumber: ['Name'],
      orderDate: ['Created at'],
      paidDate: ['Paid at'],
      financialStatus: ['Financial Status'],
      fulfillmentStatus: ['Fulfillment Status'],
      cancelledAt: ['Cancelled at'],
      name: ['Shipping Name'],
      company: ['Shipping Company'],
      addressLine1: ['Shipping Address1', 'Shipping Street'],
      addressLine2: ['Shipping Address2'],
      city: ['Shipping City'],
      state: ['Shipping Province'],
      zipCode: ['Shipping Zip'],
      country: ['Shipping Country'],
      phone: ['Shipping Phone', 'Phone'],
      email: ['Email'],
      currency: ['Currency'],
      shippingPaid: ['Shipping'],
      taxPaid: ['Taxes'],
      totalPaid: ['Total'],
      sku: ['Lineitem sku'],
      itemName: ['Lineitem name'],
      quantity: ['Lineitem quantity'],
      price: ['Lineitem price'],
    },
  },
  {
    platform: 'woocommerce',
    signature: 'Shipping Postcode',
    aliases: {
      orderNumber: ['Order Number', 'Order ID'],
      orderDate: ['Order Date'],
      paidDate: ['Paid Date', 'Date Paid'],
      status: ['Order Status', 'Status'],
      firstName: ['Shipping First Name'],
      lastName: ['Shipping Last Name'],
      company: ['Shipping Company'],
      addressLine1: ['Shipping Address 1'],
      addressLine2: ['Shipping Address 2'],
      city: ['Shipping City'],
      state: ['Shipping State'],
      zipCode: ['Shipping Postcode'],
      country: ['Shipping Country'],
      phone: ['Shipping Phone', 'Billing Phone'],
      email: ['Billing Email', 'Customer Email'],
      currency: ['Order Currency', 'Currency'],
      shippingPaid: ['Order Shipping', 'Shipping Total'],
      taxPaid: ['Order Total Tax', 'Tax Total'],
      totalPaid: ['Order Total', 'Order Total Amount'],
      sku: ['SKU'],
      itemName: ['Item Name', 'Product Name'],
      quantity: ['Quantity', 'Item Quantity'],
      price: ['Item Cost', 'Item Price'],
      weight: ['Weight', 'Item Weight'],
    },
  },
  {
    platform: 'etsy',
    signature: 'Ship Zipcode',
    aliases: {
      orderNumber: ['Order ID'],
      orderDate: ['Sale Date', 'Order Date'],
      paidDate: ['Date Paid'],
      shippedDate: ['Date Shipped'],
      name: ['Ship Name', 'Full Name'],
      addressLine1: ['Ship Address1'],
      addressLine2: ['Ship Address2'],
      city: ['Ship City'],
      state: ['Ship State'],
      zipCode: ['Ship Zipcode'],
      country: ['Ship Country'],
      email: ['Buyer Email'],
      currency: ['Currency'],
      shippingPaid: ['Order Shipping', 'Shipping'],
      taxPaid: ['Order Sales Tax', 'Sales Tax'],
      totalPaid: ['Order Total', 'Order Net'],
      sku: ['SKU'],
      itemName: ['Item Name'],
      quantity: ['Quantity'],
      price: ['Price'],
    },
  },
  {
    platform: 'ebay',
    signature: 'Ship To Zip',
    aliases: {
      orderNumber: ['Order Number'],
      orderDate: ['Sale Date'],
      paidDate: ['Paid On Date'],
      shippedDate: ['Shipped On Date'],
      name: ['Ship To Name', 'Buyer Name'],
      addressLine1: ['Ship To Address 1'],
      addressLine2: ['Ship To Address 2'],
      city: ['Ship To City'],
      state: ['Ship To State'],
      zipCode: ['Ship To Zip'],
      country: ['Ship To Country'],
      phone: ['Ship To Phone'],
      email: ['Buyer Email'],
      shippingPaid: ['Shipping And Handling'],
      taxPaid: ['eBay Collected Tax', 'Sales Tax'],
      totalPaid: ['Total Price'],
      sku: ['Custom Label'],
      itemName: ['Item Title'],
      quantity: ['Quantity'],
      price: ['Sold For'],
    },
  },
];

/** Ours: the template's headers and the New Order form's names. */
const OUR_ALIASES: Aliases = {
  ...Object.fromEntries(ORDER_FILE_COLUMNS.map(([header, field]) => [field, [header]])),
  orderNumber: ['Order Number', 'Order ID', 'Order #', 'Order No'],
  name: ['Name', 'Recipient Name', 'Customer Name', 'Contact Name'],
  company: ['Company', 'Company Name'],
  zipCode: ['Zip', 'Zip Code', 'Postal Code', 'Postcode'],
  state: ['State', 'Province', 'State/Province'],
  phone: ['Phone', 'Phone Number'],
  weight: ['Weight (lbs)', 'Weight'],
  totalPaid: ['Total Paid', 'Total'],
};

/** The field of each column of a header row, and the platform whose export it is. */
export function orderColumnFields(headers: readonly string[]): {
  platform: OrderPlatform;
  fields: Array<OrderField | null>;
} {
  const keys = headers.map(orderHeaderKey);
  const found = PLATFORMS.find((p) => keys.includes(orderHeaderKey(p.signature)));
  const platform = found?.platform ?? 'shipdeck';
  const byKey = new Map<string, OrderField>();
  for (const [field, names] of Object.entries(found?.aliases ?? OUR_ALIASES) as Array<
    [OrderField, string[]]
  >) {
    for (const name of names) if (!byKey.has(orderHeaderKey(name))) byKey.set(orderHeaderKey(name), field);
  }
  const taken = new Set<OrderField>();
  const fields = keys.map((key) => {
    const field = byKey.get(key) ?? null;
    // The first column of a field wins (an export may repeat a header).
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  return { platform, fields };
}

/** The header row: the first row naming an order number and a recipient's street (a title may be above). */
export function findOrderHeaderRow(rows: ReadonlyArray<readonly string[]>): number | null {
  for (let i = 0; i < Math.min(rows.length, 10); i++) {
    const fields = orderColumnFields(rows[i] ?? []).fields;
    if (fields.includes('orderNumber') && fields.includes('addressLine1')) return i;
  }
  return null;
}

/** A money or number cell: "$1,234.50", "12.50 USD", "12,50" → 12.5; '' → null; not a number → NaN. */
export function readAmount(text: string): number | null {
  let t = text.trim().replace(/[^\d.,-]/g, '');
  if (t === '') return text.trim() === '' ? null : Number.NaN;
  if (t.includes(',') && t.includes('.')) t = t.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(t)) t = t.replace(',', '.');
  else t = t.replace(/,/g, '');
  const n = Number(t);
  return Number.isFinite(n) ? n : Number.NaN;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const ymd = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? `${y}-${pad(m)}-${pad(d)}`
    : null;
};

/**
 * A date cell as yyyy-MM-dd: ISO ("2026-11-20 10:31:02 -0500", Shopify), US m/d/y ("11/20/26", Etsy),
 * eBay's "Nov-20-26", "20 Nov 2026"; '' → null; anything else → undefined (an error).
 */
export function readDate(text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return ymd(Number(m[1]), Number(m[2]), Number(m[3])) ?? undefined;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/.exec(t);
  if (m) return ymd(fullYear(m[3] as string), Number(m[1]), Number(m[2])) ?? undefined;
  m = /^([A-Za-z]{3})[a-z]*[- ](\d{1,2}),?[- ](\d{2}|\d{4})\b/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[1] as string).toLowerCase()) + 1;
    return month > 0 ? (ymd(fullYear(m[3] as string), month, Number(m[2])) ?? undefined) : undefined;
  }
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[a-z]*[- ](\d{2}|\d{4})\b/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[2] as string).toLowerCase()) + 1;
    return month > 0 ? (ymd(fullYear(m[3] as string), month, Number(m[1])) ?? undefined) : undefined;
  }
  return undefined;
}

/**
 * What a platform's status words say: the order's status (cancelled, on hold, fulfilled elsewhere,
 * awaiting shipment or payment) and whether it is paid. Unknown words say nothing.
 */
export function readStatus(text: string): { status: OrderStatus | null; paid: boolean } {
  const t = text.trim().toLowerCase().replace(/[_-]+/g, ' ');
  if (t === '') return { status: null, paid: false };
  if (/partially (paid|refunded)/.test(t)) return { status: null, paid: true };
  if (/cancel|refunded|void|fail/.test(t)) return { status: 'cancelled', paid: false };
  if (/hold/.test(t)) return { status: 'on_hold', paid: false };
  if (/complete|^fulfilled|shipped|processed/.test(t)) return { status: 'processed', paid: true };
  if (/processing|awaiting shipment|unfulfilled|^paid/.test(t)) return { status: null, paid: true };
  if (/pending|awaiting payment|unpaid|authorized/.test(t))
    return { status: 'awaiting_payment', paid: false };
  return { status: null, paid: false };
}

/** One order read from a file: the rows it came from, the order as the New Order form says it, its status. */
export interface FileOrder {
  rows: number[];
  body: NewOrderBody;
  status: OrderStatus | null;
  paid: boolean;
}

/** A row that cannot be imported, with every reason. */
export interface OrderRowError {
  row: number;
  orderNumber: string;
  messages: string[];
}

type Cells = Partial<Record<OrderField, string>>;

const LINE_FIELDS: ReadonlySet<OrderField> = new Set(['sku', 'itemName', 'quantity', 'price', 'weight']);

/** Countries a file may name (codes, alpha-3 or names: the server's countryCodeOf). */
export interface ReadOrderRowsOptions {
  countryCodeOf(value: string): string | null;
}

/**
 * A file's rows as orders: grouped by order number (a platform writes one row per line item), each order's
 * own columns taken from its first row that has them, and checked by the New Order rules (spec 02 §5). On a
 * file, the company defaults to the recipient's name (a private buyer has none) and a state is needed only
 * in the USA and Canada (shop exports abroad carry none). Every row in error is answered with why: the
 * server imports a file only when it has none (nothing half-imported).
 */
export function readOrderRows(
  fields: ReadonlyArray<OrderField | null>,
  rows: ReadonlyArray<{ row: number; cells: readonly string[] }>,
  options: ReadOrderRowsOptions,
): { orders: FileOrder[]; errors: OrderRowError[] } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => messages(key, params);
  const groups = new Map<string, Array<{ row: number; cells: Cells }>>();
  const errors: OrderRowError[] = [];
  for (const { row, cells } of rows) {
    const read: Cells = {};
    fields.forEach((field, i) => {
      const value = (cells[i] ?? '').trim();
      if (field && value !== '' && read[field] === undefined) read[field] = value;
    });
    if (Object.keys(read).length === 0) continue;
    const number = read.orderNumber ?? '';
    if (number === '') {
      errors.push({
        row,
        orderNumber: '',
        messages: [t('field.required', { label: t('orders.label.orderNumber') })],
      });
      continue;
    }
    const group = groups.get(number) ?? [];
    group.push({ row, cells: read });
    groups.set(number, group);
  }

  const orders: FileOrder[] = [];
  for (const [orderNumber, group] of groups) {
    const first = (field: OrderField) => group.find((g) => g.cells[field] !== undefined)?.cells[field] ?? '';
    const rowErrors = new Map<number, string[]>();
    const fail = (row: number, message: string) =>
      rowErrors.set(row, [...(rowErrors.get(row) ?? []), message]);
    const headRow = group[0]?.row as number;
    const date = (field: 'orderDate' | 'paidDate' | 'shippedDate' | 'cancelledAt', label: string) => {
      const value = readDate(first(field));
      if (value === undefined) fail(headRow, t('orders.dateInvalid', { label }));
      return value ?? null;
    };
    const amount = (text: string, row: number, label: string) => {
      const value = readAmount(text);
      if (value !== null && Number.isNaN(value)) {
        fail(row, t('orders.notANumber', { label }));
        return null;
      }
      return value;
    };
    const name =
      first('name') || [first('firstName'), first('lastName')].filter((part) => part !== '').join(' ');
    const countryText = first('country');
    const country = countryText === '' ? '' : (options.countryCodeOf(countryText) ?? countryText);
    const orderDate = date('orderDate', t('orders.label.orderDate'));
    const paidDate = date('paidDate', t('orders.label.paidDate'));
    const shippedDate = date('shippedDate', 'Date Shipped');
    const cancelled = first('cancelledAt') !== '';
    const lines = group
      .filter((g) => [...LINE_FIELDS].some((field) => g.cells[field] !== undefined))
      .map((g) => ({
        row: g.row,
        line: {
          sku: g.cells.sku ?? '',
          name: g.cells.itemName ?? '',
          quantity: amount(g.cells.quantity ?? '', g.row, t('orders.label.quantity')),
          price: {
            amount: amount(g.cells.price ?? '', g.row, t('orders.label.price')),
            currency: first('currency') || 'USD',
          },
          weight: amount(g.cells.weight ?? '', g.row, t('orders.label.weight')),
        },
      }));
    const body = normalizeNewOrder({
      recipientInformation: {
        name,
        companyName: first('company') || name,
        address: {
          addressLine1: first('addressLine1'),
          addressLine2: first('addressLine2'),
          addressLine3: first('addressLine3'),
          city: first('city'),
          state: first('state'),
          zipCode: first('zipCode'),
          country,
        },
        phoneNumber: first('phone'),
        email: first('email'),
      },
      orderInformation: {
        id: orderNumber,
        autogenerate: false,
        oderDate: orderDate,
        paidDate,
        shippingPaid: amount(first('shippingPaid'), headRow, t('orders.label.shippingPaid')),
        taxPaid: amount(first('taxPaid'), headRow, t('orders.label.taxPaid')),
        totalPaid: amount(first('totalPaid'), headRow, t('orders.label.totalPaid')),
        currency: first('currency') || 'USD',
      },
      orderLineItems: lines.map((l) => l.line),
    });
    const violations: Violation[] = validateNewOrder(body).filter(
      (v) => v.propertyPath !== NEW_ORDER_PATHS.state || ['US', 'CA'].includes(country),
    );
    if (country !== '' && !options.countryCodeOf(country)) {
      fail(headRow, t('orders.unknownCountry', { country: countryText }));
    }
    for (const v of violations) {
      const line = /^orderLineItems\[(\d+)\]/.exec(v.propertyPath);
      fail(line ? (lines[Number(line[1])]?.row ?? headRow) : headRow, v.message);
    }
    if (rowErrors.size > 0) {
      for (const [row, list] of rowErrors) errors.push({ row, orderNumber, messages: list });
      continue;
    }
    const stated = readStatus(first('status'));
    const financial = readStatus(first('financialStatus'));
    const fulfilled = readStatus(first('fulfillmentStatus'));
    const status: OrderStatus | null = cancelled
      ? 'cancelled'
      : shippedDate || fulfilled.status === 'processed'
        ? 'processed'
        : (stated.status ?? financial.status);
    orders.push({
      rows: group.map((g) => g.row),
      body,
      status,
      paid: paidDate !== null || stated.paid || financial.paid,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { orders, errors };
}
