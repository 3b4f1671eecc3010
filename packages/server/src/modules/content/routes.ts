// What players read, and the operators' upkeep of it.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as content from './service';

export function contentRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.bannerList, ({ language }) => content.bannerList(ctx, language));
  registerCall(app, calls.bannerDetails, ({ body, language }) =>
    content.bannerDetails(ctx, body.id, language),
  );
  registerCall(app, calls.noticeList, ({ body, language }) => content.noticeList(ctx, body, language));
  registerCall(app, calls.activityList, ({ body, language }) => content.activityList(ctx, body, language));
  registerCall(app, calls.wapDetails, ({ body, language }) => content.wapDetails(ctx, body, language));
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
