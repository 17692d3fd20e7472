export declare const repoRoot: string;
export declare const storefrontDir: string;
export declare const storefrontDist: string;
export declare function isStorefrontBuildStale(): boolean;
export declare function buildStorefront(): void;
export declare function ensureStorefrontBuilt(): boolean;
export declare const serverEntry: string;
export declare function precompress(dir?: string): void;
