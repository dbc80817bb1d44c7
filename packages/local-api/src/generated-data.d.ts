export declare const MAAND_NAMEN: readonly string[];
export declare function seededRandom(seed: number): () => number;
export declare function pad2(n: number): string;
