import { ADMIN_IMPORTS_PATH, type ErrorBody, type ImportReport } from '@atelier/contract';
import { ApiError } from '../../shared/api/client.ts';

/**
 * Sends the CSV as multipart `file` with `dryRun`, reporting how much of it has gone up (0 to 1).
 * XMLHttpRequest, not the shared fetch client: fetch tells nothing of an upload's progress, and a
 * catalog file may be hundreds of megabytes.
 */
export function sendImport(
  file: File,
  dryRun: boolean,
  onProgress: (sent: number) => void,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ADMIN_IMPORTS_PATH);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone says what happened.
      }
      if (request.status === 200) resolve(body as ImportReport);
      else reject(new ApiError(request.status, body as ErrorBody | null));
    };
    request.onerror = () => reject(new ApiError(0, null));
    const form = new FormData();
    // The field before the file, so the server knows it before the file's bytes arrive.
    form.set('dryRun', String(dryRun));
    form.set('file', file);
    request.send(form);
  });
}
