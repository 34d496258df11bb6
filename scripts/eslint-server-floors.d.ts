// Types of eslint-server-floors.js, for the tests that read its tables.
export declare const SERVER_FLOORS: string[][];
export declare function serverRoomOf(rel: string): string | undefined;
export declare function serverFloorRefusal(fromRel: string, toRel: string, isTest: boolean): string | undefined;
