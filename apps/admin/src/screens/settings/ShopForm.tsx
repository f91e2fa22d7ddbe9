import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PaymentMethod,
  REFUND_SHIPPING,
  SOCIAL_NETWORKS,
  type RefundShipping,
  type ShopSettings,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { errorMessage, fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { fieldStyles, SelectField, TextAreaField, TextField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { uploadPhoto } from '../products/api.ts';
import { saveSettings, SETTINGS_KEY } from './api.ts';
import styles from './settings.module.css';

const PAYMENT_METHODS = PaymentMethod.options;

/** The IANA zones this browser knows, the same list the server checks against. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/**
 * The shop's identity, contact, addresses, legal lines, time zone, checkout, review and return
 * rules, offer, signature and links.
 */
export function ShopForm({ loaded }: { loaded: ShopSettings }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form, setForm] = useState(loaded);
  const [logoUrl, setLogoUrl] = useState(
    loaded.logoMediaId ? `/media/photos/${loaded.logoMediaId}-320.webp` : undefined,
  );
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      const { referralRewardCents: _kept, ...rest } = form;
      return saveSettings(rest);
    },
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      showToast(t('shopSettings.saved'));
    },
  });
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (image) => {
      set('logoMediaId', image.id);
      setLogoUrl(image.url);
    },
  });
  const error = (field: string) => fieldError(t, save.error, field);
  const text = (key: keyof ShopSettings & string, label: string, props = {}) => (
    <TextField
      label={label}
      value={String(form[key] ?? '')}
      error={error(key)}
      onChange={(event) => set(key, event.target.value as never)}
      {...props}
    />
  );
  return (
    <form
      className={`${formStyles.form} ${styles.form}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Section title={t('shopSettings.identity')}>
        {text('shopName', t('shopSettings.shopName'))}
        <div className={styles.logo}>
          {logoUrl && <img src={logoUrl} alt={t('shopSettings.logoPreview')} height={48} />}
          <TextField
            type="file"
            accept="image/png,image/jpeg,image/webp"
            label={t('shopSettings.logo')}
            hint={t('shopSettings.logoHint')}
            error={upload.error ? errorMessage(t, upload.error) : error('logoMediaId')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
          {form.logoMediaId && (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                set('logoMediaId', null);
                setLogoUrl(undefined);
              }}
            >
              {t('shopSettings.removeLogo')}
            </Button>
          )}
        </div>
        {text('accentColor', t('shopSettings.accent'), { hint: t('shopSettings.accentHint') })}
      </Section>
      <Section title={t('shopSettings.contact')}>
        {text('supportEmail', t('shopSettings.supportEmail'), { type: 'email' })}
        {text('supportPhone', t('shopSettings.supportPhone'), { type: 'tel' })}
      </Section>
      <Section title={t('shopSettings.addresses')}>
        {(['postalAddress', 'returnsAddress'] as const).map((key) => (
          <TextAreaField
            key={key}
            label={t(`shopSettings.${key}`)}
            value={form[key]}
            error={error(key)}
            onChange={(event) => set(key, event.target.value)}
          />
        ))}
      </Section>
      <Section title={t('shopSettings.legal')}>
        {text('legalEntity', t('shopSettings.legalEntity'))}
        {text('taxNumber', t('shopSettings.taxNumber'))}
        <SelectField
          label={t('shopSettings.timeZone')}
          hint={t('shopSettings.timeZoneHint')}
          value={form.timeZone}
          error={error('timeZone')}
          onChange={(event) => set('timeZone', event.target.value)}
        >
          {TIME_ZONES.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </SelectField>
      </Section>
      <Section title={t('shopSettings.rules')}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.cashOnDelivery}
            onChange={(event) => set('cashOnDelivery', event.target.checked)}
          />
          {t('shopSettings.cashOnDelivery')}
        </label>
        <SelectField
          label={t('shopSettings.preselected')}
          hint={t('shopSettings.preselectedHint')}
          value={form.cashOnDelivery ? form.preselectedPayment : 'bank'}
          disabled={!form.cashOnDelivery}
          onChange={(event) => set('preselectedPayment', event.target.value as 'bank' | 'cash')}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`shopSettings.methods.${method}`)}
            </option>
          ))}
        </SelectField>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.reviewApproval}
            onChange={(event) => set('reviewApproval', event.target.checked)}
          />
          {t('shopSettings.reviewApproval')}
        </label>
      </Section>
      <Section title={t('shopSettings.returns')}>
        <SelectField
          label={t('shopSettings.refundShipping')}
          value={form.refundShipping}
          error={error('refundShipping')}
          onChange={(event) => set('refundShipping', event.target.value as RefundShipping)}
        >
          {REFUND_SHIPPING.map((rule) => (
            <option key={rule} value={rule}>
              {t(`shopSettings.refundShippingOptions.${rule}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('shopSettings.returnHoldDays')}
          hint={t('shopSettings.returnHoldDaysHint')}
          inputMode="numeric"
          value={String(form.returnHoldDays)}
          error={error('returnHoldDays')}
          onChange={(event) => set('returnHoldDays', Number(event.target.value.replace(/\D/g, '')))}
        />
      </Section>
      <Section title={t('shopSettings.mails')}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={form.newsletterOffer.enabled}
            onChange={(event) =>
              set('newsletterOffer', { ...form.newsletterOffer, enabled: event.target.checked })
            }
          />
          {t('shopSettings.offerOn')}
        </label>
        <TextField
          label={t('shopSettings.offerPercent')}
          inputMode="numeric"
          value={String(form.newsletterOffer.percent)}
          disabled={!form.newsletterOffer.enabled}
          error={error('newsletterOffer.percent') ?? error('newsletterOffer')}
          onChange={(event) =>
            set('newsletterOffer', {
              ...form.newsletterOffer,
              percent: Number(event.target.value.replace(/\D/g, '')),
            })
          }
        />
        <TextAreaField
          label={t('shopSettings.signature')}
          hint={t('shopSettings.signatureHint')}
          value={form.mailSignature}
          error={error('mailSignature')}
          onChange={(event) => set('mailSignature', event.target.value)}
        />
      </Section>
      <Section title={t('shopSettings.links')} hint={t('shopSettings.linksHint')}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            type="url"
            label={t(`shopSettings.networks.${network}`)}
            value={form.social[network]}
            error={error(`social.${network}`)}
            onChange={(event) => set('social', { ...form.social, [network]: event.target.value })}
          />
        ))}
        {(['googlePlay', 'appStore'] as const).map((store) => (
          <TextField
            key={store}
            type="url"
            label={t(`shopSettings.${store}`)}
            value={form.apps[store]}
            error={error(`apps.${store}`)}
            onChange={(event) => set('apps', { ...form.apps, [store]: event.target.value })}
          />
        ))}
        {text('vendorSignupUrl', t('shopSettings.vendorSignupUrl'), { type: 'url' })}
      </Section>
      {save.error && (
        <p role="alert" className={fieldStyles.error}>
          {errorMessage(t, save.error)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {save.isPending ? t('products.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      {hint && <p className={fieldStyles.hint}>{hint}</p>}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
