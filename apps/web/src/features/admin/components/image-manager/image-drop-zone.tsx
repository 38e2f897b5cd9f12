import { MAX_IMAGES_PER_COURSE } from '@teewatch/shared';
import { type DragEvent, useId, useState } from 'react';
import { buttonClass } from '../../../../components/button';

/** Where images are dropped or chosen, with the limits and how many of the course's places are used. */
export function ImageDropZone({
  storedCount,
  isFull,
  onFiles,
}: {
  storedCount: number;
  isFull: boolean;
  onFiles: (files: FileList | null) => void;
}) {
  const inputId = useId();
  const [isDragOver, setIsDragOver] = useState(false);

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setIsDragOver(false);
    onFiles(event.dataTransfer.files);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the file input inside is the keyboard path
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
        isDragOver ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <p className="text-sm text-slate-700">Drag and drop images here, or</p>
      {/* The file input is hidden inside its label, so the label shows the ring while the input has focus. */}
      <label
        htmlFor={inputId}
        className={`cursor-pointer ${buttonClass()} focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700`}
      >
        Choose images
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          onChange={(event) => {
            onFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      <p className="text-xs text-slate-600">
        JPG, PNG or WebP, up to 5 MB each, at most {MAX_IMAGES_PER_COURSE} images ({storedCount} of{' '}
        {MAX_IMAGES_PER_COURSE} used){isFull ? ' — limit reached' : ''}.
      </p>
    </div>
  );
}
