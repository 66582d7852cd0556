import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { QueryString } from '@api/infrastructure/http/query-params';
import { PublicRead } from '@api/infrastructure/policy/route-policy.decorators';
import { notFoundSvg, widgetSvg } from '../../svg/widget-svg';
import type { WidgetKind } from '../../svg/widget-bot';
import { WidgetReads } from '../../widget.reads';
import { parseWidgetKind, parseWidgetStyle, WIDGET_QUERY } from './widget-params';

/** A widget shows the bot's name, stats and rating. */
const WIDGET_READ_MODELS = ['bots', 'ratings'] as const;
const WIDGET_POLICY = { readModels: WIDGET_READ_MODELS, query: WIDGET_QUERY };
/** Browsers and image proxies (GitHub's camo) keep a widget this long. */
const MAX_AGE_SECONDS = 300;

/** SVG widgets other sites embed in an `<img>`: a card per bot and shields-style badges. */
@Controller('api/widget')
export class WidgetController {
  constructor(private readonly reads: WidgetReads) {}

  @PublicRead(WIDGET_POLICY)
  @Get(':bot.svg')
  card(@Param('bot') bot: string, @Query() query: QueryString, @Res() res: Response) {
    return this.send(res, bot, null, query);
  }

  @PublicRead(WIDGET_POLICY)
  @Get(':bot/:kind.svg')
  badge(
    @Param('bot') bot: string,
    @Param('kind') kind: string,
    @Query() query: QueryString,
    @Res() res: Response,
  ) {
    return this.send(res, bot, parseWidgetKind(kind), query);
  }

  private async send(res: Response, ref: string, kind: WidgetKind | null, query: QueryString) {
    const style = parseWidgetStyle(query);
    const bot = await this.reads.liveBot(ref);
    res.status(bot ? 200 : 404);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    // A bot not found (yet) may be approved in a minute: checked again on every view.
    res.setHeader('Cache-Control', bot ? `public, max-age=${MAX_AGE_SECONDS}` : 'no-cache');
    // Other sites show it in an <img>: helmet's same-origin default would block that.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.send(bot ? widgetSvg(bot, kind, style) : notFoundSvg(style));
  }
}
