export declare const layers: readonly string[];
export declare function findLayerProblems(src: string): string[];
