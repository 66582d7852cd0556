import { Injectable } from '@nestjs/common';
import type { DeliveryTarget } from '@botdir/contracts';
import type { SendResult } from '../sending/guarded-post';

/** One attempt's send, bound to where it goes now. */
export type PreparedSend = () => Promise<SendResult>;

type Channel = DeliveryTarget['channel'];

/** A delivery as its channel's sender needs it. */
export interface DeliveryToSend<Target extends DeliveryTarget = DeliveryTarget> {
  botId: number;
  target: Target;
  /** Sent as `X-Delivery-Id`: the same on every attempt, and kept by a Redeliver. */
  originalDeliveryId: string;
}

/** Where a channel's delivery goes now and how it is sent; null when the target is gone. */
export type ChannelSender<C extends Channel = Channel> = (
  delivery: DeliveryToSend<Extract<DeliveryTarget, { channel: C }>>,
) => Promise<PreparedSend | null>;

function isOnChannel<C extends Channel>(
  delivery: DeliveryToSend,
  channel: C,
): delivery is DeliveryToSend<Extract<DeliveryTarget, { channel: C }>> {
  return delivery.target.channel === channel;
}

/**
 * Each delivery channel's sender, registered by the module that owns the channel (vote webhooks,
 * Discord notifications): the outbox knows how to deliver durably, never what a channel sends.
 */
@Injectable()
export class ChannelSenders {
  private readonly senders = new Map<Channel, ChannelSender>();

  register<C extends Channel>(channel: C, sender: ChannelSender<C>): void {
    this.senders.set(channel, async (delivery) =>
      isOnChannel(delivery, channel) ? sender(delivery) : null,
    );
  }

  async senderFor(delivery: DeliveryToSend): Promise<PreparedSend | null> {
    const sender = this.senders.get(delivery.target.channel);
    if (!sender) throw new Error(`No sender registered for channel ${delivery.target.channel}`);
    return sender(delivery);
  }
}
