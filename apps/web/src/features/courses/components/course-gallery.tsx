import { type KeyboardEvent, useState } from 'react';
import { CourseImagePlaceholder } from './course-image-placeholder';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type GalleryImage = { url: string; alt: string };

const FRAME = 'aspect-[16/9] w-full';
const arrowClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white focus-ring-on-dark';

/**
 * The course photos: arrows and dots when there is more than one, Left/Right keys while focus is in
 * the gallery, and the position announced politely. No photo shows the placeholder artwork.
 */
export function CourseGallery({
  images,
  course,
}: {
  images: GalleryImage[];
  course: { id: number; name: string };
}) {
  const courseName = course.name;
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <CourseImagePlaceholder course={course} className={`${FRAME} rounded-xl`} />;

  const current = Math.min(index, count - 1);
  const image = images[current]!;
  const show = (next: number) => setIndex((next + count) % count);

  function handleKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${courseName}`}
      onKeyDown={handleKeyDown}
      className="relative overflow-hidden rounded-xl bg-slate-100"
    >
      <img src={image.url} alt={image.alt} className={`${FRAME} object-cover`} />
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-label="Previous image"
            onClick={() => show(current - 1)}
            className={`${arrowClass} left-3`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label="Next image"
            onClick={() => show(current + 1)}
            className={`${arrowClass} right-3`}
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {images.map((_, dot) => (
              <button
                key={dot}
                type="button"
                aria-label={`Show image ${dot + 1} of ${count}`}
                aria-current={dot === current ? 'true' : undefined}
                onClick={() => show(dot)}
                className="group flex h-6 w-6 items-center justify-center rounded-full focus-ring-on-dark"
              >
                <span
                  className={`block h-2.5 w-2.5 rounded-full shadow ${dot === current ? 'bg-white' : 'bg-white/60 group-hover:bg-white/90'}`}
                />
              </button>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            Image {current + 1} of {count}
          </p>
        </>
      ) : null}
    </section>
  );
}
