import {
  formatDateTime,
  formatLocalTime,
  localDateOf,
  productionMessages as m,
  type ProductionProduct,
  backofficeShellMessages as shell,
} from '@bestell/domain';
import { useId, useState } from 'react';
import { useBranchChoice } from '../shell/branch-choice';
import styles from './production.module.css';
import type { ProductionAnswer } from './production-types';
import { type ProductionChoice, productionSearch, usePrintProduction, useProduction } from './use-production';

const defaultZone = 'Europe/Vienna';

function zoneOf(answer: ProductionAnswer, branchId: number): string {
  return answer.branches.find((branch) => branch.id === branchId)?.timeZone ?? defaultZone;
}

function ProductRow({ product, answer }: { product: ProductionProduct; answer: ProductionAnswer }) {
  return (
    <li className={styles.product} data-testid="production-product">
      <details>
        <summary className={styles.summary}>
          <span className={styles.name}>
            {product.name}
            {product.isNew && <span className={styles.new}>{m.newMark}</span>}
          </span>
          <span className={styles.quantity}>{product.quantities.map((q) => q.text).join(' + ')}</span>
        </summary>
        <ul className={styles.variants}>
          {product.variants.map((variant) => (
            <li key={variant.options.join('|')} className={styles.variant}>
              <div className={styles.variantHead}>
                <span>
                  {variant.options.length > 0 ? variant.options.join(', ') : '–'}
                  {variant.isNew && <span className={styles.new}>{m.newMark}</span>}
                </span>
                <span className={styles.quantity}>{variant.quantities.map((q) => q.text).join(' + ')}</span>
              </div>
              <ul className={styles.orders}>
                {variant.orders.map((order) => (
                  <li key={order.orderId}>
                    <a href={`/backend/orders/${order.orderId}`}>
                      {m.orderRef({
                        ticket: order.ticketNumber,
                        name: order.name,
                        time: formatLocalTime(order.dueAt, zoneOf(answer, order.branchId)),
                      })}
                    </a>{' '}
                    {order.quantities.map((q) => q.text).join(' + ')}
                    {order.isNew && <span className={styles.new}>{m.newMark}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * /backend/production (issue 27.2, 'Backliste'): for a day and a branch (or all the user may see), the total of every
 * product and option over the orders due that day that are neither rejected nor canceled, by category; each line
 * opens to the orders behind it. CSV and A4 PDF; 'Backliste drucken' records the print so the next one marks NEU.
 */
export function ProductionPage() {
  const { branches } = useBranchChoice();
  const [choice, setChoice] = useState<ProductionChoice>(() => ({
    day: localDateOf(Date.now(), defaultZone),
    branch: null,
  }));
  const list = useProduction(choice);
  const print = usePrintProduction(choice);
  const dayId = useId();
  const branchId = useId();
  const answer = list.data;
  const search = productionSearch(choice);

  return (
    <div className={styles.page}>
      <h1>{m.title}</h1>
      <div className={styles.filters} data-testid="production-filters">
        <label htmlFor={dayId}>{m.dayLabel}</label>
        <input
          id={dayId}
          type="date"
          value={choice.day}
          onChange={(event) => event.target.value && setChoice({ ...choice, day: event.target.value })}
        />
        <label htmlFor={branchId}>{m.branchLabel}</label>
        <select
          id={branchId}
          value={choice.branch ?? ''}
          onChange={(event) => setChoice({ ...choice, branch: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{m.allBranches}</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <a href={`/api/production/export.csv?${search}`} download>
          {m.downloadCsv}
        </a>
        <a href={`/api/production/export.pdf?${search}`} download>
          {m.downloadPdf}
        </a>
        <button type="button" onClick={() => print.mutate()} disabled={print.isPending}>
          {m.printOnDesk}
        </button>
      </div>
      {print.isError && (
        <p role="alert" className={styles.error}>
          {m.printFailed}
        </p>
      )}
      {print.isSuccess && <p role="status">{m.printed}</p>}
      {list.error && list.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {list.error.errors[0]?.message ?? m.loadFailed}
        </p>
      )}
      {answer && (
        <>
          <ul className={styles.prints}>
            {answer.branches.map((branch) => (
              <li key={branch.id}>
                {branch.name}:{' '}
                {branch.printedAt
                  ? m.lastPrinted({
                      time: formatDateTime(Date.parse(branch.printedAt), branch.timeZone),
                      name: branch.printedBy ?? '',
                    })
                  : m.neverPrinted}
              </li>
            ))}
          </ul>
          <p className={styles.count}>{m.ordersBehind({ count: answer.orderCount })}</p>
          {answer.groups.length === 0 && <p>{m.empty}</p>}
          {answer.groups.map((group) => (
            <section
              key={group.category?.id ?? 'none'}
              className={styles.group}
              aria-label={group.category?.name ?? m.noCategory}
            >
              <h2>{group.category?.name ?? m.noCategory}</h2>
              <ul className={styles.products}>
                {group.products.map((product) => (
                  <ProductRow key={product.productUid} product={product} answer={answer} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      {!answer && list.isPending && <p aria-busy="true">{shell.loading}</p>}
    </div>
  );
}
