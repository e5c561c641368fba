import {
  type FileOrder,
  findOrderHeaderRow,
  type OrderPlatform,
  type OrderRowError,
  orderColumnFields,
  readOrderRows,
} from '@shipdeck/core/orders';
import { AddressFileError, readAddressFile } from '../../addresses/files/readAddressFile';
import { countryCodeOf } from '../../addresses/savedAddressRules';

export interface ReadOrderImport {
  platform: OrderPlatform;
  orders: FileOrder[];
  errors: OrderRowError[];
}

/**
 * An order file read as orders (issue 15): the file read as the address import reads one (a .csv or .xlsx
 * by its content, limits, encodings: readAddressFile), its columns mapped by their headers (ours, Shopify,
 * WooCommerce, Etsy, eBay: core's orderColumnFields), its rows grouped into orders and checked by the New
 * Order rules (core's readOrderRows). Runs on a spreadsheet thread.
 */
export async function importOrderFile(bytes: Uint8Array, fileName: string): Promise<ReadOrderImport> {
  const rows = await readAddressFile(bytes, fileName);
  const headerIndex = findOrderHeaderRow(rows.map((row) => row.cells));
  if (headerIndex === null) throw new AddressFileError('orders.import.noHeader');
  const { platform, fields } = orderColumnFields(rows[headerIndex]?.cells ?? []);
  const read = readOrderRows(fields, rows.slice(headerIndex + 1), { countryCodeOf });
  if (read.orders.length === 0 && read.errors.length === 0)
    throw new AddressFileError('orders.import.noOrders');
  return { platform, ...read };
}
