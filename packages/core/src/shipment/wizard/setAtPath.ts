/**
 * A copy of `root` with the value at a dotted path replaced ("shipmentTo.address.city",
 * "shipmentDetails.products.packages.0.weight"): the same paths the field errors use, so a form
 * binds a field and its error by one string. Only the objects along the path are copied.
 */
export function setAtPath<T>(root: T, path: string, value: unknown): T {
  const keys = path.split('.');
  const write = (node: unknown, depth: number): unknown => {
    const key = keys[depth] as string;
    if (depth === keys.length) return value;
    if (Array.isArray(node)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || index >= node.length)
        throw new RangeError(`No field at "${path}"`);
      const copy = node.slice();
      copy[index] = write(node[index], depth + 1);
      return copy;
    }
    if (node === null || typeof node !== 'object' || !(key in node))
      throw new RangeError(`No field at "${path}"`);
    return {
      ...(node as Record<string, unknown>),
      [key]: write((node as Record<string, unknown>)[key], depth + 1),
    };
  };
  return write(root, 0) as T;
}
