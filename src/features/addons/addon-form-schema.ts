import * as z from 'zod/mini';
import { AddonConfigBody, AddonConfigValueBody, AddonRequestBody } from './addon-body';

// Loaded as a form first renders (lazySchema): zod stays out of the marketplace's first load.
export const ConfigForm = AddonConfigBody;
export const ConfigValueForm = AddonConfigValueBody;
export const RequestForm = AddonRequestBody;
export type ConfigValues = z.input<typeof ConfigForm>;
