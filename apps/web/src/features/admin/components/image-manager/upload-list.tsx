import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import type { UploadItem } from './use-upload-queue';

/** The files on their way up, each with its state; a failed one can be dismissed. */
export function UploadList({
  uploads,
  onDismiss,
}: {
  uploads: UploadItem[];
  onDismiss: (id: string) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="space-y-2">
      {uploads.map((upload) => (
        <li
          key={upload.id}
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
        >
          <span className="min-w-0 flex-1 truncate text-slate-800">{upload.file.name}</span>
          {upload.status === 'uploading' ? (
            <span className="flex items-center gap-2 text-slate-600">
              <Spinner className="h-4 w-4" /> Uploading...
            </span>
          ) : upload.status === 'completed' ? (
            <span className="text-emerald-800">Uploaded</span>
          ) : (
            <>
              <span role="alert" className="text-red-700">
                {upload.error}
              </span>
              <Button variant="secondary" size="icon" onClick={() => onDismiss(upload.id)}>
                Dismiss<span className="sr-only"> error for {upload.file.name}</span>
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
