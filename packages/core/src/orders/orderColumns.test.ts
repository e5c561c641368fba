import { describe, expect, it } from 'vitest';
import {
  findOrderHeaderRow,
  orderColumnFields,
  readAmount,
  readDate,
  readOrderRows,
  readStatus,
} from './orderColumns';

/** A CSV-like table (comma separated, no quoting needed in these fixtures) as a file's rows. */
const table = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line, i) => ({ row: i + 1, cells: line.split(',') }));

const COUNTRIES: Record<string, string> = {
  US: 'US',
  'United States': 'US',
  CA: 'CA',
  Canada: 'CA',
  GB: 'GB',
};
const options = { countryCodeOf: (value: string) => COUNTRIES[value] ?? null };

function read(text: string) {
  const rows = table(text);
  const header = findOrderHeaderRow(rows.map((r) => r.cells));
  if (header === null) throw new Error('no header');
  const { platform, fields } = orderColumnFields(rows[header]?.cells ?? []);
  return { platform, ...readOrderRows(fields, rows.slice(header + 1), options) };
}

describe('order files by their column names (issue 15)', () => {
  it("reads our template, one order per number, a row's lines joined", () => {
    const { platform, orders, errors } = read(`
Order Number,Order Date,Paid Date,Status,Name,Company,Address Line 1,Address Line 2,City,State,Zip,Country,Phone,Email,Currency,Shipping Paid,Tax Paid,Total Paid,SKU,Item Name,Quantity,Price,Weight (lbs)
A-1,2026-11-20,2026-11-20,,Maya Chen,Chen Studio,1200 Market St,,San Francisco,CA,94102,US,+1 415 555 0134,maya@example.com,USD,12.50,4.10,70.60,MUG,Mug,2,18,1.2
A-1,,,,,,,,,,,,,,,,,,BWL,Bowl,1,18,0.9
A-2,11/21/2026,,,Sam Lee,,100 King St W,,Toronto,ON,M5X 1A9,CA,,,USD,10,0,46,MUG,Mug,1,18,1.2`);
    expect(platform).toBe('shipdeck');
    expect(errors).toEqual([]);
    expect(orders.map((o) => [o.body.orderInformation.id, o.rows, o.paid, o.status])).toEqual([
      ['A-1', [2, 3], true, null],
      ['A-2', [4], false, null],
    ]);
    expect(orders[0]?.body.orderLineItems.map((l) => [l.name, l.quantity, l.weight])).toEqual([
      ['Mug', 2, 1.2],
      ['Bowl', 1, 0.9],
    ]);
    // A private buyer's company is their name; the date in US order.
    expect(orders[1]?.body.recipientInformation.companyName).toBe('Sam Lee');
    expect(orders[1]?.body.orderInformation.oderDate).toBe('2026-11-21');
  });

  it('answers every row in error with why, and takes none of an order that has one', () => {
    const { orders, errors } = read(`
Order Number,Name,Address Line 1,City,State,Zip,Country,Shipping Paid,Tax Paid,Total Paid,Item Name,Quantity
B-1,Ann,1 Main St,Austin,TX,78701,US,5,0,25,Cup,1
B-2,Bob,2 Main St,Austin,,78701,US,5,0,25,Cup,two
,Cat,3 Main St,Austin,TX,78701,US,5,0,25,Cup,1
B-4,Dee,4 Main St,Austin,TX,78701,Atlantis,5,0,abc,Cup,1`);
    expect(orders.map((o) => o.body.orderInformation.id)).toEqual(['B-1']);
    expect(errors).toEqual([
      {
        row: 3,
        orderNumber: 'B-2',
        messages: [
          'Quantity must be a number',
          'State is required',
          'Quantity must be a whole number of at least 1',
        ],
      },
      { row: 4, orderNumber: '', messages: ['Order Number is required'] },
      {
        row: 5,
        orderNumber: 'B-4',
        messages: [
          'Total Paid must be a number',
          'The country "Atlantis" is not one we know. Use its two-letter code.',
          'Total Paid is required',
        ],
      },
    ]);
  });

  it('reads a Shopify export: Name is the order number, the financial and fulfillment statuses', () => {
    const { platform, orders, errors } = read(`
Name,Email,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Shipping Name,Shipping Address1,Shipping City,Shipping Zip,Shipping Province,Shipping Country,Shipping Phone,Cancelled at
#1001,a@example.com,paid,2026-11-20 10:31:02 -0500,unfulfilled,USD,36.00,8.00,2.88,46.88,2026-11-20 10:30:00 -0500,2,Mug,18.00,MUG,Ana Ruiz,5 Elm St,Boston,02108,MA,US,,
#1001,,,,,,,,,,,1,Saucer,6.00,SAU,,,,,,,,
#1002,b@example.com,pending,,,USD,18.00,8.00,0,26.00,2026-11-21 09:00:00 -0500,1,Mug,18.00,MUG,Ben Ode,9 Oak St,Boston,02108,MA,US,,
#1003,c@example.com,paid,2026-11-19 08:00:00 -0500,fulfilled,USD,18.00,8.00,0,26.00,2026-11-19 07:00:00 -0500,1,Mug,18.00,MUG,Cy Fox,1 Pine St,Boston,02108,MA,US,,
#1004,d@example.com,refunded,,,USD,18.00,8.00,0,26.00,2026-11-18 07:00:00 -0500,1,Mug,18.00,MUG,Di Lo,2 Pine St,Boston,02108,MA,US,,2026-11-18 12:00:00 -0500`);
    expect(platform).toBe('shopify');
    expect(errors).toEqual([]);
    expect(orders.map((o) => [o.body.orderInformation.id, o.status, o.paid])).toEqual([
      ['#1001', null, true],
      ['#1002', 'awaiting_payment', false],
      ['#1003', 'processed', true],
      ['#1004', 'cancelled', false],
    ]);
    expect(orders[0]?.body).toMatchObject({
      recipientInformation: {
        name: 'Ana Ruiz',
        companyName: 'Ana Ruiz',
        address: { state: 'MA', zipCode: '02108' },
      },
      orderInformation: { oderDate: '2026-11-20', paidDate: '2026-11-20', shippingPaid: 8, totalPaid: 46.88 },
    });
    expect(orders[0]?.body.orderLineItems.map((l) => l.name)).toEqual(['Mug', 'Saucer']);
  });

  it('reads WooCommerce, Etsy and eBay exports by their own headers, country names included', () => {
    const woo = read(`
Order Number,Order Status,Order Date,Paid Date,Shipping First Name,Shipping Last Name,Shipping Company,Shipping Address 1,Shipping City,Shipping State,Shipping Postcode,Shipping Country,Billing Email,Order Currency,Order Shipping,Order Total Tax,Order Total,SKU,Item Name,Quantity,Item Cost,Weight
301,processing,2026-11-20 11:00,2026-11-20 11:01,Eve,Stone,,7 Bay Rd,Seattle,WA,98101,US,e@example.com,USD,9.00,0.00,27.00,MUG,Mug,1,18.00,1.2
302,on-hold,2026-11-20 12:00,,Fay,Hill,Hill Co,8 Bay Rd,Seattle,WA,98101,US,f@example.com,USD,9.00,0.00,27.00,MUG,Mug,1,18.00,1.2`);
    expect(woo.platform).toBe('woocommerce');
    expect(woo.errors).toEqual([]);
    expect(woo.orders.map((o) => [o.body.recipientInformation.name, o.status, o.paid])).toEqual([
      ['Eve Stone', null, true],
      ['Fay Hill', 'on_hold', false],
    ]);
    const etsy = read(`
Sale Date,Item Name,Quantity,Price,Order ID,Ship Name,Ship Address1,Ship City,Ship State,Ship Zipcode,Ship Country,Currency,Order Shipping,Order Sales Tax,Order Total,Date Paid,Date Shipped
11/20/26,Mug,1,18.00,2741,Gil Roe,3 Lake Ave,Chicago,IL,60601,United States,USD,6.00,1.20,25.20,11/20/26,`);
    expect(etsy.platform).toBe('etsy');
    expect(etsy.orders[0]).toMatchObject({
      paid: true,
      body: {
        recipientInformation: { address: { country: 'US' } },
        orderInformation: { oderDate: '2026-11-20' },
      },
    });
    const ebay = read(`
Sales Record Number,Order Number,Buyer Name,Ship To Name,Ship To Phone,Ship To Address 1,Ship To City,Ship To State,Ship To Zip,Ship To Country,Item Title,Custom Label,Quantity,Sold For,Shipping And Handling,eBay Collected Tax,Total Price,Sale Date,Paid On Date,Shipped On Date
1,12-34567-89012,Hal Ng,Hal Ng,+1 303 555 0100,4 Peak Rd,Denver,CO,80202,United States,Mug,MUG,1,$18.00,$7.00,$0.00,$25.00,Nov-20-26,Nov-20-26,Nov-21-26`);
    expect(ebay.platform).toBe('ebay');
    expect(ebay.orders[0]).toMatchObject({
      status: 'processed',
      body: { orderInformation: { id: '12-34567-89012', totalPaid: 25, oderDate: '2026-11-20' } },
    });
  });
});

describe('cells', () => {
  it('reads money, dates and status words', () => {
    expect(readAmount('$1,234.50')).toBe(1234.5);
    expect(readAmount('12,50')).toBe(12.5);
    expect(readAmount('')).toBeNull();
    expect(readAmount('n/a')).toBeNaN();
    expect(readDate('2026-02-30')).toBeUndefined();
    expect(readDate('20 Nov 2026')).toBe('2026-11-20');
    expect(readStatus('Awaiting Payment')).toEqual({ status: 'awaiting_payment', paid: false });
    expect(readStatus('partially_refunded')).toEqual({ status: null, paid: true });
  });
});
