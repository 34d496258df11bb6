/** Why an alerts read may be missing: the operations are this console's assumption. */
export const NO_ALERTS = 'the vendor documents no alert operations; a deployment that runs Prometheus and Alertmanager alerts there instead';
