import { useLocale, useT } from '~/components/i18n/context';
import { stateName } from '~/content/state-names-hi';
import { formatInr } from '~/domain/money';
import { stateByGstCode } from '~/domain/india-states';

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-700';
export const buttonClass =
  'inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export interface TaxLines {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  placeOfSupplyStateCode: string;
}

/** Taxable value, each GST component at its rate, and the total: the same rows the invoice prints. */
export function TaxBreakdown({ lines, caption }: { lines: TaxLines; caption: string }) {
  const t = useT('membership');
  const locale = useLocale();
  const rows: [string, number][] = [[t('taxableValue'), lines.taxablePaise]];
  if (lines.igstPaise > 0) rows.push(['IGST @ 18%', lines.igstPaise]);
  if (lines.cgstPaise > 0) rows.push(['CGST @ 9%', lines.cgstPaise]);
  if (lines.sgstPaise > 0) rows.push(['SGST @ 9%', lines.sgstPaise]);
  if (lines.utgstPaise > 0) rows.push(['UTGST @ 9%', lines.utgstPaise]);
  const place = stateByGstCode(lines.placeOfSupplyStateCode);
  return (
    <table className="mt-3 w-full max-w-md text-left" data-testid="tax-breakdown">
      <caption className="text-left text-sm text-slate-600">
        {caption} {t('placeOfSupply', { place: place ? `${stateName(place.gstCode, locale)} (${place.gstCode})` : lines.placeOfSupplyStateCode })}
      </caption>
      <tbody>
        {rows.map(([label, paise]) => (
          <tr key={label} className="border-b border-slate-200">
            <th scope="row" className="py-1 font-normal">
              {label}
            </th>
            <td className="py-1 text-right tabular-nums">{formatInr(paise, { paise: 'always' })}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1 font-semibold">
            {t('totalGstIncluded')}
          </th>
          <td className="py-1 text-right font-semibold tabular-nums">{formatInr(lines.totalPaise, { paise: 'always' })}</td>
        </tr>
      </tbody>
    </table>
  );
}
