import { createContext, createElement, type HTMLAttributes, useContext } from 'react';

/**
 * The level of the widget's own title (h2 in a page the widget titles itself). A host that gives the
 * widget its own heading (our app's h1, no widget title) lowers it to 1, so the widget's sections
 * follow the page's heading in order (issue 16: axe heading-order on /get-quote).
 */
export const HeadingBaseContext = createContext(2);

/** A heading `offset` levels below the widget's title (sections 1, cards 2), never past h6. */
export function Heading({ offset, ...props }: HTMLAttributes<HTMLHeadingElement> & { offset: number }) {
  const level = Math.min(6, useContext(HeadingBaseContext) + offset);
  return createElement(`h${level}`, props);
}
