import type { CookieJar } from '@shipdeck/core/session';

/**
 * The session's stored keys as cookies (spec 03 §9), readable by script on purpose: they are the
 * short-lived access token and UI state. The refresh token is the server's httpOnly cookie, never here.
 * SameSite=Strict keeps them off cross-site requests; Secure when the page is served over https.
 */
export function createDocumentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      for (const part of doc.cookie.split('; ')) {
        const index = part.indexOf('=');
        // An emptied cookie reads as none (some engines keep "name=" until the page reloads).
        if (index > 0 && part.slice(0, index) === name)
          return decodeURIComponent(part.slice(index + 1)) || null;
      }
      return null;
    },
    set(name, value, options) {
      const expires =
        options?.days === undefined ? '' : `; max-age=${Math.max(1, Math.round(options.days * 86_400))}`;
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict${expires}${secure}`;
    },
    remove(name) {
      doc.cookie = `${name}=; path=/; max-age=0; SameSite=Strict${secure}`;
    },
  };
}
