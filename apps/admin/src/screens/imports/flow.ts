import { IMPORT_MAX_BYTES, type ImportReport } from '@atelier/contract';

/** A file's identity as the screen knows it: a new choice of the same name is still new. */
export interface Chosen {
  file: File;
  /** Bumped on every choice, so a report is tied to the choice it was made for. */
  pick: number;
}

/** A report and the choice it was made for. */
export interface Checked {
  pick: number;
  report: ImportReport;
}

/** What the staff member picked may be sent: a CSV within the server's limit. */
export function fileProblem(file: File): 'tooLarge' | 'notCsv' | 'empty' | undefined {
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  // Browsers name a CSV's type differently (text/csv, application/vnd.ms-excel, none): the name says.
  if (!/\.(csv|txt)$/i.test(file.name)) return 'notCsv';
  return undefined;
}

/** Import applies the file only after a dry run of this very choice found no error. */
export const mayImport = (chosen: Chosen | undefined, checked: Checked | undefined) =>
  Boolean(
    chosen &&
    checked &&
    checked.pick === chosen.pick &&
    checked.report.dryRun &&
    checked.report.errors.length === 0,
  );

export type Outcome = 'ready' | 'nothingToDo' | 'problems' | 'imported' | 'refused';

/** The sentence a report opens with (and the live region says). */
export function outcome(report: ImportReport): Outcome {
  if (report.errors.length > 0) return report.dryRun ? 'problems' : 'refused';
  if (!report.dryRun) return 'imported';
  const { variants } = report;
  const changes =
    report.created + report.updated + variants.created + variants.updated + variants.deleted;
  return changes + report.images === 0 ? 'nothingToDo' : 'ready';
}
