/**
 * Standard box presets of the quote screen (spec 02 §3): a name, an image and a size per
 * measurement system. The spec names six shown presets and two hidden ones without sizes; the
 * sizes below are common retail sizes for each (decision), and the metric size is the everyday
 * metric box, not a converted inch value. Order is length >= width >= height. Hidden presets are
 * kept so a quote made with them (e.g. from an older link) still resolves, but are not offered.
 */
export interface BoxSize {
  length: number;
  width: number;
  height: number;
}

export interface BoxPreset {
  id: string;
  name: string;
  /** Key of the picture the widget shows. */
  image: string;
  imperial: BoxSize;
  metric: BoxSize;
  hidden: boolean;
}

export const BOX_PRESETS: readonly BoxPreset[] = [
  {
    id: 'a4-envelope',
    name: 'A4 Envelope',
    image: 'a4-envelope',
    imperial: { length: 13, width: 10, height: 1 },
    metric: { length: 32, width: 24, height: 2 },
    hidden: false,
  },
  {
    id: 'books',
    name: 'One or two books',
    image: 'books',
    imperial: { length: 12, width: 9, height: 3 },
    metric: { length: 30, width: 23, height: 8 },
    hidden: false,
  },
  {
    id: 'board-game',
    name: 'Board Game',
    image: 'board-game',
    imperial: { length: 16, width: 11, height: 4 },
    metric: { length: 40, width: 28, height: 10 },
    hidden: false,
  },
  {
    id: 'small-kitchen-appliance',
    name: 'Small kitchen appliance',
    image: 'small-kitchen-appliance',
    imperial: { length: 18, width: 14, height: 12 },
    metric: { length: 46, width: 36, height: 30 },
    hidden: false,
  },
  {
    id: 'moving-box',
    name: 'Moving Box',
    image: 'moving-box',
    imperial: { length: 24, width: 18, height: 18 },
    metric: { length: 61, width: 46, height: 46 },
    hidden: false,
  },
  {
    // A 48 x 40 in pallet loaded to 48 in: over the parcel size limits, so choosing it leads to the
    // freight panel, which is what someone quoting a pallet needs.
    id: 'us-1-pallet',
    name: 'US-1 Pallet',
    image: 'us-1-pallet',
    imperial: { length: 48, width: 40, height: 48 },
    metric: { length: 122, width: 102, height: 122 },
    hidden: false,
  },
  {
    id: 'small-box',
    name: 'Small Box',
    image: 'small-box',
    imperial: { length: 8, width: 6, height: 4 },
    metric: { length: 20, width: 15, height: 10 },
    hidden: true,
  },
  {
    id: 'laptop-box',
    name: 'Laptop',
    image: 'laptop-box',
    imperial: { length: 20, width: 14, height: 4 },
    metric: { length: 51, width: 36, height: 10 },
    hidden: true,
  },
];

/** The presets a user can choose from. */
export const VISIBLE_BOX_PRESETS: readonly BoxPreset[] = BOX_PRESETS.filter((preset) => !preset.hidden);

export function findBoxPreset(id: string): BoxPreset | undefined {
  return BOX_PRESETS.find((preset) => preset.id === id);
}
