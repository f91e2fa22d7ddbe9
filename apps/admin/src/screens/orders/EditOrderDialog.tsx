import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AdminOrder, OrderEditPreview, OrderEditRequest } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldStyles, TextField } from '@atelier/ui/field';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { orderActions } from './api.ts';
import { useOrderAction } from './useOrderAction.ts';
import styles from './orders.module.css';

interface Line {
  sku: string;
  qty: string;
}

const ADDRESS_FIELDS = [
  ['name', 'name'],
  ['phone', 'phone'],
  ['flatNo', 'flatNo'],
  ['addrssLine1', 'line1'],
  ['addrsesLine2', 'line2'],
  ['city', 'city'],
  ['region', 'region'],
  ['zipocode', 'zipCode'],
  ['country', 'country'],
] as const;
type AddressInput = Record<(typeof ADDRESS_FIELDS)[number][0], string>;

/** What staff changed, as PATCH /api/admin/orders/{code} takes it: only lines that differ. */
function editOf(
  order: AdminOrder,
  lines: Record<number, Line>,
  added: Line[],
  address: AddressInput | null,
): OrderEditRequest | null {
  const changed = order.items.flatMap((item) => {
    const line = lines[item.id]!;
    const sku = line.sku.trim();
    const qty = Number(line.qty);
    const change = {
      id: item.id,
      ...(sku && sku !== item.sku ? { sku } : {}),
      ...(qty !== item.qty ? { qty } : {}),
    };
    return Object.keys(change).length > 1 ? [change] : [];
  });
  const add = added
    .filter((a) => a.sku.trim())
    .map((a) => ({ sku: a.sku.trim(), qty: Number(a.qty) }));
  if (!changed.length && !add.length && !address) return null;
  return {
    ...(changed.length ? { lines: changed } : {}),
    ...(add.length ? { add } : {}),
    ...(address ? { address } : {}),
  };
}

/**
 * Changes an order nothing of which has shipped: another SKU or quantity for a line (0 removes
 * it), new lines, the delivery address. The change is previewed first — the totals before and
 * after, and what the difference does — then saved.
 */
export function EditOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t, language } = useTranslation();
  const money = (cents: number) => formatIn(language, cents, order.currency);
  const [lines, setLines] = useState<Record<number, Line>>(() =>
    Object.fromEntries(order.items.map((i) => [i.id, { sku: i.sku, qty: String(i.qty) }])),
  );
  const [added, setAdded] = useState<Line[]>([]);
  const [moving, setMoving] = useState(false);
  const [address, setAddress] = useState<AddressInput>(
    () =>
      Object.fromEntries(
        ADDRESS_FIELDS.map(([field, from]) => [field, order.address[from]]),
      ) as AddressInput,
  );
  const edit = editOf(order, lines, added, moving ? address : null);
  const preview = useMutation({
    mutationFn: (e: OrderEditRequest) => orderActions.previewEdit(order.code, e),
  });
  const save = useOrderAction(
    order.code,
    (e: OrderEditRequest) => orderActions.edit(order.code, e),
    t('orders.edit.saved', { code: order.code }),
    onClose,
  );
  // Any change makes the preview stale: it is asked again before saving.
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      preview.reset();
      set(value);
    };
  const setLine = changing((next: [number, Partial<Line>]) =>
    setLines((all) => ({ ...all, [next[0]]: { ...all[next[0]]!, ...next[1] } })),
  );
  const setAdd = changing((next: Line[]) => setAdded(next));
  return (
    <Dialog open wide onClose={onClose} title={t('orders.edit.title', { code: order.code })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (edit && preview.isSuccess) save.mutate(edit);
          else if (edit) preview.mutate(edit);
        }}
      >
        <h3 className={fieldStyles.label}>{t('orders.edit.lines')}</h3>
        {order.items.map((item) => (
          <fieldset key={item.id} className={styles.editLine}>
            <legend>
              {item.name}
              <span className={styles.muted}>
                {' '}
                {[item.color, item.size].filter(Boolean).join(' · ')}
              </span>
            </legend>
            <div className={styles.editFields}>
              <TextField
                label={t('orders.edit.sku')}
                value={lines[item.id]!.sku}
                onChange={(e) => setLine([item.id, { sku: e.target.value }])}
              />
              <TextField
                label={t('orders.edit.qty')}
                hint={t('orders.edit.zeroRemoves')}
                type="number"
                inputMode="numeric"
                min={0}
                max={99}
                value={lines[item.id]!.qty}
                onChange={(e) => setLine([item.id, { qty: e.target.value }])}
              />
            </div>
          </fieldset>
        ))}
        {added.map((line, i) => (
          <fieldset key={i} className={styles.editLine}>
            <legend>{t('orders.edit.newLine', { n: i + 1 })}</legend>
            <div className={styles.editFields}>
              <TextField
                label={t('orders.edit.sku')}
                value={line.sku}
                onChange={(e) =>
                  setAdd(added.map((a, k) => (k === i ? { ...a, sku: e.target.value } : a)))
                }
              />
              <TextField
                label={t('orders.edit.qty')}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={line.qty}
                onChange={(e) =>
                  setAdd(added.map((a, k) => (k === i ? { ...a, qty: e.target.value } : a)))
                }
              />
              <Button
                variant="ghost"
                onClick={() => setAdd(added.filter((_, k) => k !== i))}
                aria-label={t('orders.edit.removeNew', { n: i + 1 })}
              >
                ×
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" onClick={() => setAdd([...added, { sku: '', qty: '1' }])}>
            {t('orders.edit.addLine')}
          </Button>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={moving}
            onChange={(e) => changing(setMoving)(e.target.checked)}
          />
          {t('orders.edit.changeAddress')}
        </label>
        {moving && (
          <fieldset className={styles.lines}>
            <legend className={fieldStyles.label}>{t('orders.edit.address')}</legend>
            {ADDRESS_FIELDS.map(([field]) => (
              <TextField
                key={field}
                label={t(`orders.edit.fields.${field}`)}
                value={address[field]}
                onChange={(e) => changing(setAddress)({ ...address, [field]: e.target.value })}
              />
            ))}
          </fieldset>
        )}
        {preview.data && <PreviewTable preview={preview.data} money={money} />}
        <DialogActions onCancel={onClose} error={preview.error ?? save.error}>
          {preview.isSuccess ? (
            <Button type="submit" disabled={save.isPending}>
              {t('orders.edit.save')}
            </Button>
          ) : (
            <Button type="submit" disabled={!edit || preview.isPending}>
              {t('orders.edit.preview')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The totals before and after, and what saving does with the difference. */
function PreviewTable({
  preview,
  money,
}: {
  preview: OrderEditPreview;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const rows = [
    ['subtotal', 'subtotalCents'],
    ['shipping', 'shippingCents'],
    ['tax', 'taxCents'],
    ['total', 'totalCents'],
  ] as const;
  const amount = money(Math.abs(preview.differenceCents));
  return (
    <section aria-labelledby="edit-preview" role="status">
      <h3 id="edit-preview">{t('orders.edit.previewTitle')}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('orders.edit.line')}</span>
            </th>
            <th scope="col" className={styles.end}>
              {t('orders.edit.before')}
            </th>
            <th scope="col" className={styles.end}>
              {t('orders.edit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, key]) => (
            <tr key={key}>
              <th scope="row">{t(`orders.${label}`)}</th>
              <td className={styles.end}>{money(preview.before[key])}</td>
              <td className={styles.end}>{money(preview.after[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t(`orders.edit.settles.${preview.settles}`, {
          amount,
          total: money(preview.after.totalCents),
        })}
      </p>
    </section>
  );
}
