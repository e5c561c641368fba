import type { PickupCarrier, PickupDetails, PickupOrigin } from '../contract/pickups';
import { formatClockTime } from '../format/times';
import type { MessageCatalogue } from '../messages/index';
import { carrierName } from '../rating/serviceName';
import type { Party } from '../shipment/model/partySchema';
import { validateParty } from '../shipment/rules/partyRules';
import type { ValidationContext } from '../validation/context';
import { createFieldErrorList, type FieldError, type FieldErrorList } from '../validation/fieldErrors';
import { first, isBlank, label, maxLength, minValue, required, wholeNumber } from '../validation/fieldRules';
import type { LocalClock } from './localClock';
import { PICKUP_DAYS_AHEAD, type PickupDayReason, pickupDayStatus } from './pickupCalendar';
import { countsPackages } from './pickupCarriers';
import { PICKUP_FIELD_LIMITS, usesDomesticLabelLimits } from './pickupFieldLimits';
import { floorToStep, PICKUP_TIMES, type PickupTimeRules } from './pickupTimeRules';
import { earliestStartOn, formatDuration } from './pickupWindow';

/** What the pickup rules read besides the form: the catalogue, the clock at the address, the carrier's times. */
export interface PickupRuleContext {
  t: MessageCatalogue;
  /** "Now" at the pickup address (localClock with the address's time zone). */
  clock: LocalClock;
  rules: PickupTimeRules;
}

/** The pickup form's own fields (spec 02 §3), as the scheduler and the wizard hold them. */
export interface PickupFormFields {
  /** yyyy-MM-dd; '' until chosen. */
  date: string;
  startTime: number | null;
  endTime: number | null;
  location: string;
  notes: string;
  numOfPackages: number | null;
}

const dayMessage = (reason: PickupDayReason, ctx: PickupRuleContext): string => {
  const { t, rules } = ctx;
  switch (reason) {
    case 'invalid':
      return t('pickup.date.invalid');
    case 'past':
      return t('pickup.date.past');
    case 'weekend':
      return t('pickup.date.weekend');
    case 'tooFar':
      return t('pickup.date.tooFar', { days: PICKUP_DAYS_AHEAD });
    case 'sameDayGround':
      return t('pickup.fedexSameDayGround');
    case 'bookByPassed':
      return t('pickup.date.bookByPassed', { time: formatClockTime(rules.bookBy ?? 0) });
    case 'noWindowLeft':
      return t('pickup.date.noWindowLeft');
    case 'noWindow':
      return t('pickup.cannotSchedule');
  }
};

/**
 * The pickup's day and window (spec 02 §5, §9): a day the calendar lets one choose, both times in
 * 15-minute steps, the start no earlier than the carrier's earliest time (nor, the same day, than now)
 * and not after the cut-off, the end no later than the latest time and at least the carrier's minimum
 * window after the start. Errors at `date`, `startTime` and `endTime`.
 */
export function checkPickupWindow(
  pickup: Pick<PickupFormFields, 'date' | 'startTime' | 'endTime'>,
  ctx: PickupRuleContext,
): FieldError[] {
  const { t, clock, rules } = ctx;
  const out = createFieldErrorList();
  const carrier = carrierName(rules.carrier);
  if (isBlank(pickup.date)) {
    out.error('date', required(t, 'pickupDate', pickup.date));
  } else {
    const day = pickupDayStatus(pickup.date.trim(), clock, rules);
    if (day.reason) out.error('date', dayMessage(day.reason, ctx));
  }
  out.error('startTime', required(t, 'startTime', pickup.startTime));
  out.error('endTime', required(t, 'endTime', pickup.endTime));
  const { startTime: start, endTime: end } = pickup;
  if (start === null || end === null || out.list.some((e) => e.propertyPath === 'date')) return out.list;

  const offStep = (m: number) => !Number.isInteger(m) || m % PICKUP_TIMES.step !== 0;
  out.error('startTime', offStep(start) ? t('pickup.window.step') : null);
  out.error('endTime', offStep(end) ? t('pickup.window.step') : null);
  out.error('endTime', end <= start ? t('pickup.window.endBeforeStart') : null);
  out.error(
    'startTime',
    start < rules.earliest
      ? t('pickup.window.startTooEarly', { carrier, time: formatClockTime(rules.earliest) })
      : null,
  );
  // The same day starts now (spec 02 §5). The current 15-minute slot still counts, so a form filled a
  // few minutes ago is not refused for the minutes it took to send.
  if (pickup.date.trim() === clock.date && start < floorToStep(clock.minutes)) {
    out.error(
      'startTime',
      t('pickup.window.passed', { time: formatClockTime(earliestStartOn(clock.date, clock, rules)) }),
    );
  }
  if (rules.cutOff !== null && start > rules.cutOff) {
    out.error('startTime', t('pickup.window.afterCutOff', { carrier, time: formatClockTime(rules.cutOff) }));
  }
  out.error(
    'endTime',
    end > rules.latest
      ? t('pickup.window.endTooLate', { carrier, time: formatClockTime(rules.latest) })
      : null,
  );
  out.error(
    'endTime',
    end - start < rules.minimumWindow
      ? t('pickup.window.tooShort', { carrier, duration: formatDuration(rules.minimumWindow) })
      : null,
  );
  return out.list;
}

/** The number of packages the carrier is told: UPS the form's (spec 02 §4), other carriers 1 unless given. */
export function packagesFor(carrier: PickupCarrier, numOfPackages: number | null): number | null {
  return countsPackages(carrier) ? numOfPackages : (numOfPackages ?? 1);
}

/**
 * A pickup's form (spec 02 §5 "Pickup save"): location required, notes within the carrier's maximum
 * (DHL 80, UPS and FedEx 57), UPS number of packages required and at least 1 (other carriers count 1),
 * and the day and window. Errors at the form's field names.
 */
export function validatePickupForm(
  pickup: PickupFormFields,
  carrier: PickupCarrier,
  ctx: PickupRuleContext,
): FieldError[] {
  const { t } = ctx;
  const limits = PICKUP_FIELD_LIMITS[carrier];
  const out = createFieldErrorList();
  for (const error of checkPickupWindow(pickup, ctx)) out.error(error.propertyPath, error.message);
  out.error(
    'location',
    first(
      required(t, 'location', pickup.location),
      maxLength(t, 'location', pickup.location, limits.location),
    ),
  );
  out.error('notes', maxLength(t, 'notes', pickup.notes, limits.notes));
  const packages = packagesFor(carrier, pickup.numOfPackages);
  out.error(
    'numOfPackages',
    first(
      required(t, 'numOfPackages', packages),
      wholeNumber(t, 'numOfPackages', packages),
      minValue(t, 'numOfPackages', packages, 1),
      packages !== null && packages > limits.numOfPackages
        ? t('pickup.packages.max', { label: label(t, 'numOfPackages'), max: limits.numOfPackages })
        : null,
    ),
  );
  return out.list;
}

/** The standalone scheduler's form (spec 02 §3 "Standalone pickup"): the origin and the pickup. */
export interface StandalonePickupForm {
  origin: PickupOrigin;
  pickup: Omit<PickupDetails, 'carrier'> & { carrier: PickupCarrier | null };
}

/** The fields of the standalone screen in screen order: the first error is the one scrolled to. */
const SCREEN_ORDER = [
  'origin.country',
  'origin.companyName',
  'origin.contactName',
  'origin.address.addressLine1',
  'origin.address.addressLine2',
  'origin.address.addressLine3',
  'origin.address',
  'origin.address.city',
  'origin.address.suburb',
  'origin.address.division',
  'origin.address.postalCode',
  'origin.phoneNumber',
  'origin.phoneNumberExtension',
  'origin.email',
  'origin.isResidential',
  'pickup.carrier',
  'pickup.date',
  'pickup.startTime',
  'pickup.endTime',
  'pickup.location',
  'pickup.numOfPackages',
  'pickup.notes',
];
const orderOf = (path: string) => {
  const index = SCREEN_ORDER.indexOf(path);
  return index === -1 ? SCREEN_ORDER.length : index;
};

/** A standalone origin as a shipment's sender, so the party rules of spec 01 §5 check it once, for both. */
function asParty(origin: PickupOrigin): Party {
  return {
    companyName: origin.companyName,
    contactName: origin.contactName,
    country: origin.country,
    phoneNumber: origin.phoneNumber,
    phoneNumberExtension: origin.phoneNumberExtension,
    email: origin.email,
    address: { ...origin.address },
    formattedAddress: '',
    isResidential: origin.isResidential,
    isVATIncluded: false,
    isTaxIdIncluded: false,
    isEORINumberIncluded: false,
    VATNumber: '',
    taxId: '',
    EORINumber: '',
  };
}

/**
 * The standalone pickup (spec 02 §5): the origin's fields (company name required, at least 2; contact
 * name required, at least 3; phone required, at most 25 and valid; extension at most 5; email required,
 * valid, at most 60; address line 1 required, at least 2; the city, state and ZIP a US address needs),
 * within the pickup carrier's limits (DHL 60/35/45, UPS and FedEx 27/22/35 and 73 for the three lines),
 * an origin in the US (elsewhere: contact customer service, spec 02 §2), the carrier, and the pickup
 * form. Errors at `origin.…` and `pickup.…`, in screen order.
 */
export function validateStandalonePickup(
  form: StandalonePickupForm,
  ctx: PickupRuleContext & Pick<ValidationContext, 'countryElements'>,
): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  const origin = form.origin;
  const country = origin.country.trim().toUpperCase();
  if (country !== '' && country !== 'US') out.error('origin.country', t('pickup.contactCustomerService'));
  out.error('origin.email', required(t, 'email', origin.email));
  const asOrigin: FieldErrorList = {
    error: (path, message) => out.error(path.replace(/^shipmentFrom\./, 'origin.'), message),
    warn: (path, message) => out.warn(path.replace(/^shipmentFrom\./, 'origin.'), message),
    get list() {
      return out.list;
    },
  };
  // DHL picks up with the long (international) labels, UPS and FedEx with the short ones (spec 02 §5);
  // until a carrier is chosen the long ones apply, so no field is refused for a carrier not chosen.
  const carrier = form.pickup.carrier;
  validateParty(
    asParty(origin),
    'shipmentFrom',
    carrier !== null && usesDomesticLabelLimits(carrier),
    { t, ...(ctx.countryElements ? { countryElements: ctx.countryElements } : {}) },
    asOrigin,
  );
  if (carrier === null) {
    out.error('pickup.carrier', required(t, 'pickupCarrier', null));
    out.error('pickup.location', required(t, 'location', form.pickup.location));
  } else {
    for (const error of validatePickupForm(form.pickup, carrier, ctx)) {
      out.error(`pickup.${error.propertyPath}`, error.message);
    }
  }
  return [...out.list].sort((a, b) => orderOf(a.propertyPath) - orderOf(b.propertyPath));
}

/**
 * spec 02 §5: "Confirm is enabled only when company name, contact name, email, phone number, address
 * line 1, location, carrier and number of packages (at least 1) are present."
 */
export function canConfirmStandalonePickup(form: StandalonePickupForm): boolean {
  const { origin, pickup } = form;
  const packages = pickup.carrier ? packagesFor(pickup.carrier, pickup.numOfPackages) : null;
  return (
    [
      origin.companyName,
      origin.contactName,
      origin.email,
      origin.phoneNumber,
      origin.address.addressLine1,
    ].every((value) => !isBlank(value)) &&
    !isBlank(pickup.location) &&
    pickup.carrier !== null &&
    packages !== null &&
    packages >= 1
  );
}
