import { Module } from '@nestjs/common';
import { WidgetController } from './queries/get-widget/widget.controller';
import { WidgetReads } from './widget.reads';

/** Embeddable SVG widgets of live bots (issue 26, item 7). */
@Module({
  controllers: [WidgetController],
  providers: [WidgetReads],
})
export class WidgetsModule {}
