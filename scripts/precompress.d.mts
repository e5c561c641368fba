/** Writes name.br and name.gz beside every text file of `dir`; resolves to how many files. */
export function precompress(dir: string): Promise<number>;
