import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_EXPORT_PATH } from '@atelier/contract';
import { Button, buttonClassName } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { PRODUCTS } from '../products/api.ts';
import { sendImport } from './api.ts';
import { FileDrop } from './FileDrop.tsx';
import { fileProblem, mayImport, outcome, type Checked, type Chosen } from './flow.ts';
import { ReportView } from './ReportView.tsx';
import styles from './imports.module.css';

/** A Shopify product CSV in: a dry run's report first, then the same file for real; and out. */
export default function ImportsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<Chosen>();
  const [problem, setProblem] = useState<string>();
  const [checked, setChecked] = useState<Checked>();
  const [sent, setSent] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const run = useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean; pick: number }) => {
      setSent(0);
      return sendImport(file, dryRun, setSent);
    },
    onSuccess: async (report, { pick }) => {
      setChecked({ pick, report });
      if (!report.dryRun && report.errors.length === 0) {
        showToast(t('imports.outcome.imported'));
        await client.invalidateQueries({ queryKey: ['list', PRODUCTS] });
      }
    },
  });
  // The report replaces the buttons' context: focus goes to its heading, which reads it first.
  useEffect(() => {
    if (checked) heading.current?.focus();
  }, [checked]);

  const choose = (file: File) => {
    const wrong = fileProblem(file);
    setProblem(wrong && t(`imports.problems.${wrong}`));
    setChosen(wrong ? undefined : { file, pick: (chosen?.pick ?? 0) + 1 });
    setChecked(undefined);
    run.reset();
  };
  const start = (dryRun: boolean) => chosen && run.mutate({ ...chosen, dryRun });
  const dryRun = run.variables?.dryRun;
  const announced = checked
    ? t(`imports.outcome.${outcome(checked.report)}`, { count: checked.report.errors.length })
    : '';

  return (
    <div className="stack">
      <PageHeader
        title={t('nav.imports')}
        description={t('imports.text')}
        actions={
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={ADMIN_EXPORT_PATH}
            download
          >
            {t('imports.export')}
          </a>
        }
      />
      <section className={styles.panel} aria-labelledby="import-file">
        <h2 id="import-file" className={styles.panelTitle}>
          {t('imports.fileTitle')}
        </h2>
        <FileDrop file={chosen?.file} disabled={run.isPending} error={problem} onChoose={choose} />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!chosen || run.isPending}
            onClick={() => start(true)}
          >
            {t('imports.check')}
          </Button>
          <Button
            disabled={!mayImport(chosen, checked) || run.isPending}
            onClick={() => start(false)}
          >
            {t('imports.run')}
          </Button>
          {!mayImport(chosen, checked) && !run.isPending && (
            <span className={styles.why}>{t('imports.runAfterCheck')}</span>
          )}
        </div>
        {run.isPending && (
          <div className={styles.progress}>
            <Spinner label={dryRun ? t('imports.checking') : t('imports.importing')} />
            <progress
              max={1}
              // Once the file is up, the server reads it: no measure of that, so no value.
              value={sent < 1 ? sent : undefined}
              aria-label={t('imports.sent')}
            />
            <span aria-hidden="true">
              {sent < 1
                ? t('imports.sending', { percent: Math.round(sent * 100) })
                : dryRun
                  ? t('imports.checking')
                  : t('imports.importing')}
            </span>
          </div>
        )}
      </section>
      {/* Present from the start, so the result's sentence is announced when it arrives. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {run.error && <ErrorNotice error={run.error} />}
      {checked && chosen && (
        <ReportView report={checked.report} name={chosen.file.name} heading={heading} />
      )}
    </div>
  );
}
