// What players read, and the operators' upkeep of it.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as content from './service';

export function contentRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // Promotions: a signed-in player's break keeps them away (the answer says why).
  registerCall(app, calls.bannerList, ({ language, session }) =>
    content.bannerList(ctx, language, session?.userId),
  );
  registerCall(app, calls.bannerDetails, ({ body, language, session }) =>
    content.bannerDetails(ctx, body.id, language, session?.userId),
  );
  registerCall(app, calls.noticeList, ({ body, language }) => content.noticeList(ctx, body, language));
  registerCall(app, calls.activityList, ({ body, language, session }) =>
    content.activityList(ctx, body, language, session?.userId),
  );
  registerCall(app, calls.wapDetails, ({ body, language, session }) =>
    content.wapDetails(ctx, body, language, session?.userId),
  );
  registerCall(app, calls.textPageDetails, ({ body, language }) =>
    content.textPage(ctx, body.name, language),
  );
  registerCall(app, calls.about, ({ language }) => content.about(ctx, language));
  registerCall(app, calls.languageList, () => content.languageList(ctx));
  registerCall(app, calls.languagePack, ({ body }) => content.languagePack(ctx, body.language));
  registerCall(app, calls.serviceList, ({ language }) => content.serviceList(ctx, language));

  registerCall(app, calls.adminContentList, ({ body }) => content.listContentForOperator(ctx, body.kind));
  registerCall(app, calls.adminContentSave, ({ session, body }) => content.saveContent(ctx, session, body));
  registerCall(app, calls.adminTextPageList, () => content.listTextPagesForOperator(ctx));
  registerCall(app, calls.adminTextPageSave, ({ session, body }) => content.saveTextPage(ctx, session, body));
  registerCall(app, calls.adminLanguagePackSave, ({ session, body }) =>
    content.saveLanguagePack(ctx, session, body),
  );
  registerCall(app, calls.adminServiceChannelList, () => content.listServiceChannelsForOperator(ctx));
  registerCall(app, calls.adminServiceChannelSave, ({ session, body }) =>
    content.saveServiceChannel(ctx, session, body),
  );
}
