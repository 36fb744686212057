import { createContext, useContext, useEffect } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
}

/** Given only by the prerenderer: it collects each page's title and description for its <head>. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * A title and description per route. It updates the tags index.html ships with instead of
 * adding second copies; at build time the prerenderer writes them into each page's HTML.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const collect = useContext(PageHeadCollector);
  collect?.({ title, description });
  useEffect(() => {
    document.title = title;
    setMeta('property', 'og:title', title);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description]);
  return null;
}
