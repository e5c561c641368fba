import { isValidTrackingNumber, pieceTrackingNumber } from '@shipdeck/core/tracking';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { code128Png } from './barcodes';
import { DESTINATION_CONTROL_STATEMENT } from './commercialInvoice';
import type { ShipmentDocumentInput } from './documentInput';
import { mergeDocuments, renderShipmentDocuments, type ShipmentDocument } from './renderDocuments';
import { SANDBOX_STAMP } from './sandboxStamp';
import { documentsInput, domesticInput, exportInput } from './testing/documentFixtures';
import { barcodesOn, decodeBarcode, type PdfPage, readPdf } from './testing/readPdf';

/** MH10.8.3 separators in the 2D symbols' messages. */
const RS = '\x1e';
const GS = '\x1d';

const documentOf = (documents: ShipmentDocument[], type: ShipmentDocument['type']) => {
  const found = documents.find((d) => d.type === type);
  if (!found) throw new Error(`no ${type} among ${documents.map((d) => d.type).join(', ')}`);
  return found;
};
/** Text runs with their spaces removed, as the numbers are grouped for reading. */
const compact = (page: PdfPage) => page.texts.map((t) => t.replace(/\s+/g, ''));
const allText = (pages: PdfPage[]) => pages.flatMap((p) => p.texts).join('\n');

describe('shipping labels (issue 12: a 4×6 label per carrier with the barcodes that carrier prints)', () => {
  const cases: Array<[string, () => ShipmentDocumentInput, number]> = [
    ['UPS', () => domesticInput('UPS'), 2],
    ['FedEx', () => domesticInput('FEDEX'), 2],
    ['DHL Express', () => exportInput(), 1],
  ];

  for (const [carrier, make, boxes] of cases) {
    describe(carrier, () => {
      let input: ShipmentDocumentInput;
      let label: ShipmentDocument;
      let pages: PdfPage[];
      beforeAll(async () => {
        input = make();
        label = documentOf(await renderShipmentDocuments(input), 'label');
        pages = await readPdf(label.bytes);
      });

      it('is a PDF that pdf-lib loads, one 4 × 6 in page (288 × 432 pt) per box', async () => {
        const doc = await PDFDocument.load(label.bytes);
        expect(doc.getPageCount()).toBe(boxes);
        for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 288, height: 432 });
        expect(pages.map((p) => [p.width, p.height])).toEqual(Array(boxes).fill([288, 432]));
        expect(label.fileName).toBe(`label-${input.trackingNumber}.pdf`);
      });

      it('prints each box’s tracking number, and the Code 128 of it decodes back to that number', () => {
        pages.forEach((page, index) => {
          const number = pieceTrackingNumber(input.carrier, input.trackingNumber, index);
          expect(isValidTrackingNumber(input.carrier, number)).toBe(true);
          expect(compact(page)).toContain(number);
          expect(barcodesOn(page, 'code128')).toContain(number);
        });
      });

      it('is stamped as a sandbox sample', () => {
        for (const page of pages) expect(page.texts).toContain(SANDBOX_STAMP);
      });

      it('names sender and recipient, the weight, the service and the ship date', () => {
        const text = allText(pages);
        expect(text).toContain(input.sender.contactName.toUpperCase());
        expect(text).toContain(input.recipient.contactName.toUpperCase());
        expect(text).toContain(input.recipient.address.addressLine1.toUpperCase());
        expect(text).toMatch(/\b(8|10) LB\b/);
        expect(text.toUpperCase()).toContain(input.service.name.toUpperCase());
        expect(text).toMatch(/02 ?MAR ?2026|2026-03-02/);
      });
    });
  }

  it('UPS: the MaxiCode carries the destination ZIP, country 840, the service class, the 1Z number and UPSN', async () => {
    const input = domesticInput('UPS');
    const [first] = await readPdf(documentOf(await renderShipmentDocuments(input), 'label').bytes);
    const [maxi] = barcodesOn(first!, 'maxicode');
    expect(maxi?.startsWith(`[)>${RS}01${GS}96900450000${GS}840${GS}003${GS}`)).toBe(true);
    expect(maxi).toContain(
      `1Z${input.trackingNumber.slice(-8)}\x1dUPSN\x1d${input.trackingNumber.slice(2, 8)}`,
    );
    expect(maxi).toContain('\x1d1/2\x1d10\x1d');
    expect(maxi).toContain('1 WORLD WAY\x1dLOS ANGELES\x1dCA');
    // The postal barcode (420 + ZIP) beside it.
    expect(barcodesOn(first!, 'code128')).toContain('42090045');
  });

  it('UPS: a return label’s MaxiCode routes the box back to the sender’s ZIP', async () => {
    const input = domesticInput('UPS', { additionalServices: { isReturnLabel: true } });
    const [page] = await readPdf(documentOf(await renderShipmentDocuments(input), 'return_label').bytes);
    const [maxi] = barcodesOn(page!, 'maxicode');
    expect(maxi?.startsWith(`[)>${RS}01${GS}96101180000${GS}840${GS}`)).toBe(true);
    expect(maxi).toContain('350 FIFTH AVENU'); // shortened to fit the symbol
    expect(barcodesOn(page!, 'code128')).toEqual(['42010118', input.returnTrackingNumber]);
  });

  it('FedEx: the PDF417 carries the tracking number, the destination and the pickup day', async () => {
    const input = domesticInput('FEDEX');
    const [first] = await readPdf(documentOf(await renderShipmentDocuments(input), 'label').bytes);
    const [symbol] = barcodesOn(first!, 'pdf417');
    expect(symbol).toContain(`\x1d${input.trackingNumber}\x1dFDEB\x1d`);
    expect(symbol?.startsWith(`[)>${RS}01${GS}0290045${GS}840${GS}`)).toBe(true);
    expect(symbol).toContain('\x1d061\x1d'); // 2 March is day 61
  });

  it('DHL: the waybill Code 128 and the licence plate Code 128 (data identifier J + JD…) of each piece', async () => {
    const input = exportInput({
      shipmentDetails: {
        products: { packages: [{ weight: 4, length: 10, width: 10, height: 10, numberOfPackages: 2 }] },
      },
    });
    const pages = await readPdf(documentOf(await renderShipmentDocuments(input), 'label').bytes);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      const codes = barcodesOn(page, 'code128');
      expect(codes).toContain(input.trackingNumber);
      expect(codes).toContain(`JJD01${input.trackingNumber}${String(index + 1).padStart(6, '0')}`);
      expect(page.texts.join(' ')).toContain(`Piece: ${index + 1}/2`);
    });
  });

  it('DHL: says WPX for parcels and DOX for documents, and prints the export filing legend of an export', async () => {
    const parcels = await readPdf(documentOf(await renderShipmentDocuments(exportInput()), 'label').bytes);
    expect(parcels[0]!.texts).toEqual(expect.arrayContaining(['WPX', 'NOEEI 30.37(a)']));
    const envelope = await readPdf(
      documentOf(await renderShipmentDocuments(documentsInput()), 'label').bytes,
    );
    expect(envelope[0]!.texts).toContain('DOX');
  });
});

describe('the decoder reads what is printed, so these tests can fail', () => {
  it('reads a Code 128 as drawn and finds nothing where the bars are wiped out', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([288, 432]);
    const image = await doc.embedPng(await code128Png('1Z999AA10123456784'));
    page.drawImage(image, { x: 10, y: 10, width: 260, height: 60 });
    const [read] = await readPdf(await doc.save());
    expect(decodeBarcode(read!.images[0]!, 'code128')).toBe('1Z999AA10123456784');
    const wiped = { ...read!.images[0]!, luminance: read!.images[0]!.luminance.map(() => 255) };
    expect(decodeBarcode(wiped, 'code128')).toBeNull();
  });
});

describe('the commercial invoice of a dutiable shipment', () => {
  let input: ShipmentDocumentInput;
  let pages: PdfPage[];
  beforeAll(async () => {
    input = exportInput();
    pages = await readPdf(documentOf(await renderShipmentDocuments(input), 'commercial_invoice').bytes);
  });

  it('is a US Letter page stamped as a sandbox sample', () => {
    expect(pages.map((p) => [p.width, p.height])).toEqual([[612, 792]]);
    expect(pages[0]!.texts).toContain(SANDBOX_STAMP);
    expect(pages[0]!.texts).toContain('COMMERCIAL INVOICE');
  });

  it('lists each line with its HS code, origin, quantity, unit value and total', () => {
    const texts = pages[0]!.texts;
    expect(texts).toEqual(
      expect.arrayContaining(['Laptop computer', '8471.30.0100', 'US', '2', '$600.00', '$1,200.00']),
    );
    expect(texts).toEqual(
      expect.arrayContaining(['Computer monitor, 27 inch', '8528.52.0000', 'CN', '1', '$300.00']),
    );
  });

  it('totals the lines and the charges in the shipment currency', () => {
    const text = allText(pages);
    expect(text).toMatch(/Subtotal\n\$1,500\.00/);
    expect(text).toMatch(/Invoice total \(USD\)\n\$1,500\.00/);
    expect(text).toContain('Declared value: $1,500.00');
  });

  it('states the terms of trade, the reason for export, the waybill and the export filing', () => {
    const text = allText(pages);
    expect(text).toContain('DAP (Delivered At Place)');
    expect(text).toMatch(/Reason for export:\nSale/);
    expect(text).toContain('Export filing: NOEEI 30.37(a)');
    expect(text.replace(/\s+/g, ' ')).toContain(DESTINATION_CONTROL_STATEMENT.slice(0, 60));
    expect(text).toContain(input.trackingNumber.replace(/^(..)(....)(....)$/, '$1 $2 $3'));
    expect(text).toContain('Signature of shipper / exporter');
  });

  it('adds freight, insurance and other charges to the total', async () => {
    const charged = exportInput({
      shipmentDetails: { products: { freightCost: 45, insuranceCost: 12.5, miscCost: 2.5 } },
    });
    const text = allText(
      await readPdf(documentOf(await renderShipmentDocuments(charged), 'commercial_invoice').bytes),
    );
    expect(text).toMatch(/Freight\n\$45\.00/);
    expect(text).toMatch(/Insurance\n\$12\.50/);
    expect(text).toMatch(/Invoice total \(USD\)\n\$1,560\.00/);
  });

  it('is a proforma invoice for a gift, and gives the ITN as proof of filing', async () => {
    const gift = exportInput({
      shipmentDetails: {
        products: {
          invoiceType: 'proforma',
          purposeOfShipment: 'gift',
          electronicExportFiling: 'no',
          isItnNumberExists: true,
          ITNNumber: 'X20260302123456',
        },
      },
    });
    const text = allText(
      await readPdf(documentOf(await renderShipmentDocuments(gift), 'commercial_invoice').bytes),
    );
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toMatch(/Reason for export:\nGift/);
    expect(text).toContain('Export filing: AES X20260302123456');
  });

  it('runs onto more pages for many lines, each numbered, with every HS code printed once', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      commodityCode: `6109.10.${String(i).padStart(4, '0')}`,
      itemDescription: `Cotton T-shirt, size ${i}`,
      quantity: 1,
      units: 'PCS',
      itemValue: 10,
      itemMade: 'US',
      weight: 0.3,
      exportLicenseNumber: 'none',
    }));
    const many = exportInput({}, items);
    const invoicePages = await readPdf(
      documentOf(await renderShipmentDocuments(many), 'commercial_invoice').bytes,
    );
    expect(invoicePages.length).toBeGreaterThan(1);
    for (const [i, page] of invoicePages.entries())
      expect(page.texts).toContain(`Page ${i + 1} of ${invoicePages.length}`);
    const texts = invoicePages.flatMap((p) => p.texts);
    for (const item of items) expect(texts.filter((t) => t === item.commodityCode)).toHaveLength(1);
    expect(allText(invoicePages)).toMatch(/Invoice total \(USD\)\n\$600\.00/);
  });
});

describe('the certificate of origin and the return label, when chosen', () => {
  it('certifies each line’s origin with its HS code', async () => {
    const input = exportInput();
    const pages = await readPdf(
      documentOf(await renderShipmentDocuments(input), 'certificate_of_origin').bytes,
    );
    const text = allText(pages);
    expect(pages[0]!.texts).toEqual(expect.arrayContaining(['CERTIFICATE OF ORIGIN', SANDBOX_STAMP]));
    expect(pages[0]!.texts).toEqual(
      expect.arrayContaining(['8471.30.0100', 'United States', '8528.52.0000', 'China']),
    );
    expect(text).toContain('7. DECLARATION BY THE EXPORTER');
  });

  it('sends the return from the recipient back to the sender under its own number', async () => {
    const input = exportInput();
    const label = documentOf(await renderShipmentDocuments(input), 'return_label');
    expect(label.fileName).toBe(`return-label-${input.returnTrackingNumber}.pdf`);
    const [page] = await readPdf(label.bytes);
    expect(page).toMatchObject({ width: 288, height: 432 });
    expect(barcodesOn(page!, 'code128')).toContain(input.returnTrackingNumber);
    const text = page!.texts.join('\n');
    // The recipient is now the sender: "From:" Max, "To:" Jane.
    expect(text.indexOf('MAX EMPFÄNGER')).toBeLessThan(text.indexOf('JANE SHIPPER'));
    expect(text).toContain('RETURN SHIPMENT');
    expect(page!.texts).toContain(SANDBOX_STAMP);
  });
});

describe('which documents a shipment gets', () => {
  it('a domestic shipment: the label only', async () => {
    expect((await renderShipmentDocuments(domesticInput('UPS'))).map((d) => d.type)).toEqual(['label']);
  });
  it('an international documents shipment: the label only (documents are not dutiable)', async () => {
    expect((await renderShipmentDocuments(documentsInput())).map((d) => d.type)).toEqual(['label']);
  });
  it('a dutiable export: label and commercial invoice, then the certificate and return label when chosen', async () => {
    const plain = exportInput({
      additionalServices: { isCertificateOfOriginRequired: false, isReturnLabel: false },
    });
    expect((await renderShipmentDocuments(plain)).map((d) => d.type)).toEqual([
      'label',
      'commercial_invoice',
    ]);
    expect((await renderShipmentDocuments(exportInput())).map((d) => d.type)).toEqual([
      'label',
      'commercial_invoice',
      'certificate_of_origin',
      'return_label',
    ]);
  });
  it('a domestic shipment with a return label: label and return label', async () => {
    const input = domesticInput('FEDEX', { additionalServices: { isReturnLabel: true } });
    expect((await renderShipmentDocuments(input)).map((d) => d.type)).toEqual(['label', 'return_label']);
  });
});

describe('drawing the same shipment again', () => {
  it('gives the same bytes, so a document can be drawn again instead of stored', async () => {
    const [a, b] = await Promise.all([
      renderShipmentDocuments(exportInput()),
      renderShipmentDocuments(exportInput()),
    ]);
    expect(b.map((d) => Buffer.from(d.bytes).equals(Buffer.from(a[b.indexOf(d)]!.bytes)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('names in any script', () => {
  it('prints Latin letters with their accents, drops accents the font lacks, and never fails on other scripts', async () => {
    const input = exportInput({
      shipmentTo: {
        contactName: 'Łucja Wąs',
        companyName: '王小明贸易',
        address: { addressLine1: 'ul. Piotrkowska 1', city: 'Łódź', postalCode: '90-001' },
        country: 'PL',
      },
    });
    const documents = await renderShipmentDocuments(input);
    const text = allText(await readPdf(documentOf(documents, 'label').bytes));
    expect(text).toContain('LUCJA WAS');
    expect(text).toContain('?????');
    expect(text).toContain('90-001 LÓDZ');
  });
});

describe('download all (spec 02 §2: one file when every document is selected)', () => {
  it('puts every page of every document into one PDF, in order, keeping each page’s size', async () => {
    const input = exportInput();
    const documents = await renderShipmentDocuments(input);
    const merged = await mergeDocuments(documents);
    expect(merged.fileName).toBe(`documents-${input.trackingNumber}.pdf`);
    const pages = await readPdf(merged.bytes);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [288, 432],
      [612, 792],
      [612, 792],
      [288, 432],
    ]);
    expect(barcodesOn(pages[0]!, 'code128')).toContain(input.trackingNumber);
    expect(barcodesOn(pages[3]!, 'code128')).toContain(input.returnTrackingNumber);
  });
});

describe('any text a person may type', () => {
  it('draws every carrier’s label and the invoice, whatever the names, addresses and descriptions hold', async () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
    const bases = [exportInput(), domesticInput('UPS'), domesticInput('FEDEX')];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bases),
        anyText,
        anyText,
        anyText,
        anyText,
        async (base, name, street, city, description) => {
          const input: ShipmentDocumentInput = {
            ...base,
            description,
            recipient: {
              ...base.recipient,
              contactName: name,
              companyName: name,
              address: {
                ...base.recipient.address,
                addressLine1: street,
                city,
                postalCode: city.slice(0, 12),
              },
            },
            customs: base.customs && {
              ...base.customs,
              exportLineItems: base.customs.exportLineItems.map((line) => ({ ...line, description })),
            },
          };
          const documents = await renderShipmentDocuments(input);
          expect(documents[0]!.type).toBe('label');
          if (base.customs) expect(documents[1]!.type).toBe('commercial_invoice');
          const label = await PDFDocument.load(documents[0]!.bytes);
          expect(label.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
        },
      ),
      { numRuns: 24 },
    );
  });
});
