import type { ShipmentDocumentResource } from '@shipdeck/core/contract';

/** A data URL's bytes as a PDF blob. */
export function blobOfDataUrl(dataUrl: string): Blob {
  const [, base64 = ''] = dataUrl.split(',', 2);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves a blob under a file name (an anchor with `download`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a PDF in a new tab, where the browser's viewer prints it (spec 02 §2 "Print"). */
export function openBlob(blob: Blob, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target) target.location.href = url;
  else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET /api/file/download-all/{shipmentId} (spec 02 §7): every document in one PDF. The link of the
 * spec opens in a new tab; ours fetches with the session's token (a bare link would carry none).
 */
export async function downloadAllPdf(
  apiRoot: string,
  token: string | null,
  shipmentId: string,
): Promise<Blob> {
  const response = await fetch(`${apiRoot}/file/download-all/${encodeURIComponent(shipmentId)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`download-all answered ${response.status}`);
  return response.blob();
}

export const fileNameOf = (document: ShipmentDocumentResource) => document.fileName || `${document.type}.pdf`;
