import type { AdminCourseImage } from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { Spinner } from '../../../../components/spinner';
import { Badge } from '../badge';

/**
 * A course's images in their order, the first being the cover. Each moves by drag and drop (pointer)
 * or by its move buttons (keyboard); the list is frozen while a new order is being saved.
 */
export function CourseImageList({
  images,
  isReordering,
  deletingId,
  onMove,
  onDelete,
}: {
  images: AdminCourseImage[];
  isReordering: boolean;
  /** The image whose deletion is under way. */
  deletingId: number | undefined;
  onMove: (from: number, to: number) => void;
  onDelete: (image: AdminCourseImage) => void;
}) {
  const [dragIndex, setDragIndex] = useState<number>();
  return (
    <>
      <p className="text-xs text-slate-600">
        The first image is the cover. Drag images to reorder them, or use the move buttons.
      </p>
      <ol aria-label="Course images" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={image.id}
            draggable={!isReordering}
            onDragStart={(event) => {
              setDragIndex(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(image.id));
            }}
            onDragOver={(event) => {
              if (dragIndex === undefined) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
            }}
            onDrop={(event) => {
              if (dragIndex === undefined) return;
              event.preventDefault();
              event.stopPropagation();
              const from = dragIndex;
              setDragIndex(undefined);
              onMove(from, index);
            }}
            onDragEnd={() => setDragIndex(undefined)}
            data-image-id={image.id}
            className={`overflow-hidden rounded-lg border bg-white ${
              dragIndex === index ? 'border-emerald-600 opacity-60' : 'border-slate-200'
            } ${isReordering ? '' : 'cursor-move'}`}
          >
            <div className="relative aspect-[4/3] bg-slate-100">
              <img
                src={image.thumbnail_url || image.url}
                alt={image.alt_text || `Course image ${index + 1}`}
                className="h-full w-full object-cover"
                draggable={false}
              />
              {index === 0 ? (
                <span className="absolute top-2 left-2">
                  <Badge tone="green">Cover</Badge>
                </span>
              ) : null}
            </div>
            <div className="flex items-center justify-between gap-1 p-2">
              <span className="text-xs text-slate-600">
                {index + 1} of {images.length}
              </span>
              <ImageButtons
                index={index}
                count={images.length}
                isReordering={isReordering}
                isDeleting={deletingId === image.id}
                onMove={onMove}
                onDelete={() => onDelete(image)}
              />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** An image's move up, move down and delete buttons. */
function ImageButtons({
  index,
  count,
  isReordering,
  isDeleting,
  onMove,
  onDelete,
}: {
  index: number;
  count: number;
  isReordering: boolean;
  isDeleting: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="secondary"
        size="icon"
        disabled={isReordering || index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Move image ${index + 1} up`}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        variant="secondary"
        size="icon"
        disabled={isReordering || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Move image ${index + 1} down`}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        variant="dangerOutline"
        size="icon"
        disabled={isDeleting}
        onClick={onDelete}
        aria-label={`Delete image ${index + 1}`}
      >
        {isDeleting ? <Spinner className="h-4 w-4" /> : <span aria-hidden="true">🗑</span>}
      </Button>
    </div>
  );
}
