import { useEffect } from 'react';

/** A page's document title and meta description, for a page that also has them in its HTML. */
export type PageMeta = { title: string; description: string };

/** Sets the document title and meta description for a page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
