/**
 * Alerts that reach people (assumed: companion-operations.md, "Alerts"; the vendor documents none):
 * notification channels, the alert history, the delivery log and the thresholds as Prometheus rules.
 * Reading is for any key of the organization; adding, testing and removing a channel only for an owner.
 */
import * as s from './alerts-schema';
import { list } from '@/api/schemas/read';
import { RawStringResult } from '@/api/schemas/envelope';
import type * as bodies from './alerts-body';
import { bodyOf, op, V } from '@/api/define';

export const alertOperations = {
  listAlertChannels: op({
    assumed: true,
    list: true,
    method: 'GET',
    path: `${V}/alert-channels`,
    auth: 'apiKey',
    access: 'member',
    resource: 'alertChannels',
    title: 'List notification channels',
    body: undefined,
    result: list(s.AlertChannel),
  }),
  addAlertChannel: op({
    assumed: true,
    method: 'POST',
    path: `${V}/alert-channels`,
    auth: 'apiKey',
    access: 'owner',
    resource: 'alertChannels',
    title: 'Add a notification channel',
    body: bodyOf<typeof bodies.AddAlertChannelBody>(),
    result: s.AlertChannel,
  }),
  removeAlertChannel: op({
    assumed: true,
    method: 'DELETE',
    path: `${V}/alert-channels/{channelID}`,
    auth: 'apiKey',
    access: 'owner',
    resource: 'alertChannels',
    title: 'Remove a notification channel',
    body: undefined,
    result: RawStringResult,
  }),
  testAlertChannel: op({
    assumed: true,
    method: 'POST',
    path: `${V}/alert-channels/{channelID}/test`,
    auth: 'apiKey',
    access: 'owner',
    resource: 'alertDeliveries',
    title: 'Send a test notification',
    body: undefined,
    result: s.AlertDelivery,
  }),
  listAlerts: op({
    assumed: true,
    list: true,
    method: 'GET',
    path: `${V}/alerts`,
    auth: 'apiKey',
    access: 'member',
    resource: 'alerts',
    title: 'List alerts',
    body: undefined,
    result: list(s.Alert),
  }),
  listAlertDeliveries: op({
    assumed: true,
    list: true,
    method: 'GET',
    path: `${V}/alert-deliveries`,
    auth: 'apiKey',
    access: 'member',
    resource: 'alertDeliveries',
    title: 'List notification deliveries',
    body: undefined,
    result: list(s.AlertDelivery),
  }),
  exportAlertRules: op({
    assumed: true,
    method: 'GET',
    path: `${V}/alert-rules`,
    auth: 'apiKey',
    access: 'member',
    textAnswer: true,
    resource: 'alerts',
    title: 'Export Prometheus alerting rules',
    body: undefined,
    result: s.AlertRulesText,
  }),
};
