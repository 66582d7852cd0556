import type { PipeTransform } from '@nestjs/common';
import { deliveryErrors } from './domain/delivery.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `@Param('deliveryId', ParseDeliveryIdPipe)`: delivery ids are UUIDs (their command's id). */
export class ParseDeliveryIdPipe implements PipeTransform<string, string> {
  transform(raw: string): string {
    if (!UUID.test(raw)) throw deliveryErrors.invalidDeliveryId();
    return raw.toLowerCase();
  }
}
