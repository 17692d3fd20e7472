export declare const widgetsDir: string;
export declare const widgetsDist: string;
export declare function isWidgetsBuildStale(): boolean;
export declare function buildWidgets(): void;
export declare function ensureWidgetsBuilt(): boolean;
