export declare const MINIMUM_CHROMIUM: number;
export declare const MINIMUM_FIREFOX: number;
export declare const MINIMUM_WEBKITGTK: string;
export declare function chromiumMajor(versionLine: string): number | undefined;
export declare function firefoxMajor(versionLine: string): number | undefined;
export declare function webkitAtLeast(version: string, minimum: string): boolean;
