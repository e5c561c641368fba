import { t } from '../messages';

/**
 * Page properties of spec 03 §2 that the shell uses, carried as a route's `handle`.
 * `public` pages (sign in, sign up, not found …) show no navigation; `noPadding` for users and orders.
 */
export interface PageMeta {
  title: string;
  public?: boolean;
  noPadding?: boolean;
  /** Shown inside another page's modal (the survey, spec 02 §2): framed, it has no header or footer. */
  frameable?: boolean;
}

/** spec 03 §2: the page title is the product name plus the page's title. */
export function documentTitle(title: string | undefined): string {
  const product = t('app.productName');
  return title ? `${product} - ${title}` : product;
}

export function isPageMeta(handle: unknown): handle is PageMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageMeta).title === 'string';
}
