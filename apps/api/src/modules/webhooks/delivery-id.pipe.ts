import type { PipeTransform } from '@nestjs/common';
import { ApiError } from '@api/infrastructure/http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `@Param('deliveryId', ParseDeliveryIdPipe)`: delivery ids are UUIDs (their command's id). */
export class ParseDeliveryIdPipe implements PipeTransform<string, string> {
  transform(raw: string): string {
    if (!UUID.test(raw)) {
      throw new ApiError(400, 'WEBHOOK.INVALID_DELIVERY_ID', 'Delivery id must be a UUID.');
    }
    return raw.toLowerCase();
  }
}
