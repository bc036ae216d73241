/** Types of staleness.js (plain CommonJS, so that scripts/ can run it without a build). */
export declare const PACKAGES: readonly string[];
export declare const MARKER: string;
export declare function builtAt(root: string, pkg: string): number;
export declare function inputsOf(root: string, pkg: string): string[];
export declare function markBuilt(root: string, pkg: string): void;
export declare function newestMtime(target: string): number;
export declare function staleness(root: string, pkg: string): string | undefined;
