export declare const repoRoot: string;
export declare const apiDist: string;
export declare const apiEntry: string;
export declare function isApiBuildStale(): boolean;
export declare function buildApi(outDir?: string): Promise<void>;
export declare function ensureApiBuilt(): Promise<boolean>;
