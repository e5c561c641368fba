import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, isBlank, required, yesNo } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isEeiRequired } from '../model/exportFiling';

const P = 'shipmentDetails.products';

/** ITN: an X followed by 14 digits (spec 01 §5). */
export const ITN_PATTERN = /^X\d{14}$/;
export const EIN_MAX_LENGTH = 9;

/**
 * Export filing (spec 01 §5, exports only): with filing "other" the FTR exemption is required; with
 * "no" the ITN question is required, and the ITN or EIN then entered is checked. An ITN or EIN left
 * empty is a warning, not an error: the spec shows a warning there.
 */
export function validateExportFiling(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const p = draft.shipmentDetails.products;
  out.error(
    `${P}.electronicExportFiling`,
    first(
      required(t, 'electronicExportFiling', p.electronicExportFiling),
      // EEI is needed over $2,500 or to China, Brazil or Venezuela (spec 01 §9): no exemption then.
      p.electronicExportFiling === 'exempted' && isEeiRequired(draft) ? t('draft.export.eeiRequired') : null,
    ),
  );

  if (p.electronicExportFiling === 'other') {
    out.error(
      `${P}.foreignTradeRegulations`,
      required(t, 'foreignTradeRegulations', p.foreignTradeRegulations),
    );
  }
  if (p.electronicExportFiling !== 'no') return;

  out.error(`${P}.isItnNumberExists`, yesNo(t, p.isItnNumberExists));
  if (p.isItnNumberExists === true) {
    if (isBlank(p.ITNNumber)) out.warn(`${P}.ITNNumber`, required(t, 'ITNNumber', p.ITNNumber));
    else if (!ITN_PATTERN.test(p.ITNNumber.trim())) out.error(`${P}.ITNNumber`, t('draft.export.itnInvalid'));
  } else if (p.isItnNumberExists === false) {
    const ein = p.EINNumber.trim();
    if (ein === '') out.warn(`${P}.EINNumber`, required(t, 'EINNumber', ein));
    else if (!/^\d+$/.test(ein)) out.error(`${P}.EINNumber`, t('draft.export.einDigits'));
    else if (ein.length > EIN_MAX_LENGTH) {
      out.error(`${P}.EINNumber`, t('draft.export.einTooLong', { excess: ein.length - EIN_MAX_LENGTH }));
    }
  }
}
