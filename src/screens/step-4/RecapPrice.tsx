// The recap's price, from the current summary: its lines, the discount, the
// total, what is due now (the deposit, or the whole amount) and the server's
// deposit text. The price follows the choices, so there is no link here.
import { useLingui } from '@lingui/react/macro';
import type { Summary } from '../../api';
import { formatPrice } from '../../i18n/format';
import { RecapPart } from './RecapPart';

/** What is paid now: the deposit when there is one below the total, else the total. */
export function dueNow(summary: Summary): { amount: number; isDeposit: boolean } {
  const { deposits, summary: price } = summary;
  const isDeposit = deposits.num === 'one' && deposits.amount > 0 && deposits.amount < price.total;
  return { amount: isDeposit ? deposits.amount : price.total, isDeposit };
}

export function RecapPrice({ summary, updating }: { summary: Summary | null; updating: boolean }) {
  const { t } = useLingui();
  const heading = t({ id: 'price', message: 'Price' });
  if (!summary) {
    return (
      <RecapPart name="price" heading={heading}>
        <p role="status">{updating ? t({ id: 'summary_updating', message: 'Updating the price…' }) : ''}</p>
      </RecapPart>
    );
  }
  const currency = summary.summary.currency_text;
  const money = (amount: number) => formatPrice(amount, currency);
  const due = dueNow(summary);
  return (
    <RecapPart name="price" heading={heading}>
      <dl className="bw-recap__lines" aria-busy={updating || undefined}>
        {summary.summary.lines.map((line, index) => (
          <div key={index}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {summary.summary.discount > 0 && (
          <div>
            <dt>{t({ id: 'discount', message: 'Discount' })}</dt>
            <dd>−{money(summary.summary.discount)}</dd>
          </div>
        )}
        <div className="bw-recap__total" data-fact="total">
          <dt>{t({ id: 'total_price', message: 'Total price' })}</dt>
          <dd>{money(summary.summary.total)}</dd>
        </div>
        <div className="bw-recap__due" data-fact="due">
          <dt>{due.isDeposit ? t({ id: 'deposits', message: 'Deposit' }) : t({ id: 'amount', message: 'Amount' })}</dt>
          <dd>{money(due.amount)}</dd>
        </div>
      </dl>
      {summary.deposits.text && <p className="bw-recap__note">{summary.deposits.text}</p>}
    </RecapPart>
  );
}
