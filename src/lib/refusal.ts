/**
 * Why an action is not done, in the words the console shows beside the control it greys out and the embedded
 * control plane refuses the request with; undefined when it may be done. A rule returning one is written once,
 * in its area, and read by both.
 */
export type Refusal = string | undefined;
