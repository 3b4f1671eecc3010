// A room's rules as a new version: the odds of every bet with its exact return to player computed as the
// operator types (refused at 100 % or more, here and by the server), the 13/14 rules, bet limits, exposure
// caps and entry minimum. Saved whole, in effect from the next round not yet open.
import {
  BET_TYPES,
  type BetType,
  betLabelOf,
  type GameLayout,
  isAmount,
  isOdds,
  isPrice,
  type OddsTable,
  oddsList,
  parseMinor,
  type RoomRules,
  type TAdminRoom,
  type WrittenLanguage,
} from '@fair28/shared';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '@/api/error-text';
import { useT } from '@/i18n/labels';
import { useLanguage } from '@/i18n/language';
import { useSaveRoomRules } from '../api/save-room-rules';

type Draft = {
  offered: Record<string, boolean>;
  odds: Record<string, string>;
  wrapStraights: boolean;
  combinationOn1314: RoomRules['combinationOn1314'];
  hasPlainRule: boolean;
  plainAbove: string;
  plainOdds: string;
  entryMin: string;
  betMin: string;
  betMax: string;
  playerCap: string;
  roomCap: string;
  reason: string;
};

function draftOf(room: TAdminRoom): Draft {
  const version = room.next ?? room.current;
  const plain = version.rules.plainOn1314;
  return {
    offered: Object.fromEntries(BET_TYPES.map((betType) => [betType, betType in version.odds])),
    odds: Object.fromEntries(BET_TYPES.map((betType) => [betType, version.odds[betType] ?? ''])),
    wrapStraights: version.rules.wrapStraights,
    combinationOn1314: version.rules.combinationOn1314,
    hasPlainRule: plain !== null,
    plainAbove: plain?.aboveAmount ?? '0',
    plainOdds: plain?.odds ?? '1.6',
    entryMin: version.entryMin,
    betMin: version.betMin,
    betMax: version.betMax,
    playerCap: version.playerRoundStakeMax ?? '',
    roomCap: version.roomRoundPayoutMax ?? '',
    reason: '',
  };
}

type Line = { betType: BetType; rtpPercent: string | null; abovePercent: string | null; isTooHigh: boolean };

/** An odds field the shared rule refuses (isOdds), named as the operator sees it, with what was typed. */
type BadOdds = { name: string; text: string };

function badOddsOf(draft: Draft, language: WrittenLanguage, plainOddsName: string): BadOdds[] {
  const bad: BadOdds[] = BET_TYPES.filter(
    (betType) => draft.offered[betType] && !isOdds(draft.odds[betType] ?? ''),
  ).map((betType) => ({ name: betLabelOf(betType)[language], text: draft.odds[betType] ?? '' }));
  if (draft.hasPlainRule && !isOdds(draft.plainOdds))
    bad.push({ name: plainOddsName, text: draft.plainOdds });
  return bad;
}

/** Each offered bet's return under the draft's rules; null while its odds are not a valid number. */
function returnsOf(layout: GameLayout, draft: Draft): Line[] {
  const rules: RoomRules = {
    wrapStraights: draft.wrapStraights,
    combinationOn1314: draft.combinationOn1314,
    plainOn1314:
      draft.hasPlainRule && isAmount(draft.plainAbove) && isOdds(draft.plainOdds)
        ? { aboveStakeMinor: parseMinor(draft.plainAbove), odds: draft.plainOdds }
        : null,
  };
  const table = Object.fromEntries(
    BET_TYPES.map((betType) => [betType, isOdds(draft.odds[betType] ?? '') ? draft.odds[betType] : '1']),
  ) as OddsTable;
  return oddsList(layout, rules, table).map((line) => {
    const isValid = isOdds(draft.odds[line.betType] ?? '');
    const above = line.aboveThreshold;
    const isFull = (percent: string) => Number(percent) >= 100;
    return {
      betType: line.betType,
      rtpPercent: isValid ? line.rtpPercent : null,
      abovePercent: isValid && above ? above.rtpPercent : null,
      isTooHigh:
        Boolean(draft.offered[line.betType]) &&
        isValid &&
        (isFull(line.rtpPercent) || (above !== null && isFull(above.rtpPercent))),
    };
  });
}

export function RoomEditor({
  room,
  layout,
  onClose,
}: {
  room: TAdminRoom;
  layout: GameLayout;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const save = useSaveRoomRules();
  const [draft, setDraft] = useState(() => draftOf(room));
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const lines = useMemo(() => returnsOf(layout, draft), [layout, draft]);
  const isTooHigh = lines.some((line) => line.isTooHigh);
  const offeredTypes = BET_TYPES.filter((betType) => draft.offered[betType]);
  const badOdds = badOddsOf(draft, language, t('editor.plainOdds'));
  const hasBadOdds = badOdds.length > 0;
  const hasBadAmounts =
    !isAmount(draft.entryMin) ||
    !isPrice(draft.betMin) ||
    !isPrice(draft.betMax) ||
    (draft.playerCap !== '' && !isPrice(draft.playerCap)) ||
    (draft.roomCap !== '' && !isPrice(draft.roomCap));
  const canSave =
    !isTooHigh && !hasBadOdds && !hasBadAmounts && offeredTypes.length > 0 && draft.reason.trim() !== '';

  async function submit() {
    try {
      const saved = await save.mutateAsync({
        roomId: room.id,
        odds: JSON.stringify(
          Object.fromEntries(offeredTypes.map((betType) => [betType, draft.odds[betType]])),
        ),
        wrapStraights: draft.wrapStraights ? '1' : '0',
        combinationOn1314: draft.combinationOn1314,
        ...(draft.hasPlainRule
          ? { plainOn1314Above: draft.plainAbove, plainOn1314Odds: draft.plainOdds }
          : {}),
        entryMin: draft.entryMin,
        betMin: draft.betMin,
        betMax: draft.betMax,
        ...(draft.playerCap ? { playerRoundStakeMax: draft.playerCap } : {}),
        ...(draft.roomCap ? { roomRoundPayoutMax: draft.roomCap } : {}),
        reason: draft.reason,
      });
      message.success(t('editor.saved', saved.version, saved.fromIssue));
      onClose();
    } catch (error) {
      message.error(errorText(error, t));
    }
  }

  const name = language === 'zh' ? room.nameZh : room.nameEn;
  return (
    <Drawer open size="large" title={t('editor.title', name)} onClose={onClose} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" title={t('editor.effective')} />
        <Form layout="vertical">
          <Space wrap size="large">
            <Form.Item label={t('games.entryMin')}>
              <Input value={draft.entryMin} onChange={(e) => change({ entryMin: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('editor.betMin')}>
              <Input value={draft.betMin} onChange={(e) => change({ betMin: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('editor.betMax')}>
              <Input value={draft.betMax} onChange={(e) => change({ betMax: e.target.value })} />
            </Form.Item>
            <Form.Item label={t('editor.playerCap')}>
              <Input
                value={draft.playerCap}
                placeholder={t('editor.noCap')}
                onChange={(e) => change({ playerCap: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('editor.roomCap')}>
              <Input
                value={draft.roomCap}
                placeholder={t('editor.noCap')}
                onChange={(e) => change({ roomCap: e.target.value })}
              />
            </Form.Item>
          </Space>
          <Form.Item label={t('editor.wrapStraights')}>
            <Switch checked={draft.wrapStraights} onChange={(wrapStraights) => change({ wrapStraights })} />
          </Form.Item>
          <Form.Item label={t('editor.combination1314')}>
            <Radio.Group
              value={draft.combinationOn1314}
              onChange={(e) => change({ combinationOn1314: e.target.value })}
              options={[
                { value: 'pay', label: t('editor.pay') },
                { value: 'refund', label: t('editor.refund') },
                { value: 'lose', label: t('editor.lose') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('editor.plain1314')}>
            <Space wrap>
              <Switch checked={draft.hasPlainRule} onChange={(hasPlainRule) => change({ hasPlainRule })} />
              {draft.hasPlainRule ? (
                <>
                  <Input
                    addonBefore={t('editor.plainAbove')}
                    value={draft.plainAbove}
                    onChange={(e) => change({ plainAbove: e.target.value })}
                    style={{ width: 260 }}
                  />
                  <Input
                    addonBefore={t('editor.plainOdds')}
                    value={draft.plainOdds}
                    status={isOdds(draft.plainOdds) ? '' : 'error'}
                    onChange={(e) => change({ plainOdds: e.target.value })}
                    style={{ width: 200 }}
                  />
                </>
              ) : null}
            </Space>
          </Form.Item>
        </Form>
        {/* Save stays off while any odds are refused: say which, what was typed, and what is allowed. */}
        {hasBadOdds ? (
          <Alert
            type="error"
            showIcon
            title={
              <Space wrap size={4}>
                {t('editor.badOdds')}
                {badOdds.map(({ name, text }) => (
                  <Tag key={name} color="red">
                    {t('editor.badOddsValue', name, text)}
                  </Tag>
                ))}
              </Space>
            }
            description={t('form.invalidOdds')}
          />
        ) : null}
        {isTooHigh ? <Alert type="error" title={t('editor.rtpTooHigh')} /> : null}
        <Table<Line>
          rowKey="betType"
          size="small"
          pagination={false}
          dataSource={lines}
          scroll={{ y: 420 }}
          columns={[
            {
              title: t('editor.offered'),
              width: 80,
              render: (_, line) => (
                <Checkbox
                  aria-label={`${t('editor.offered')} ${betLabelOf(line.betType)[language]}`}
                  checked={Boolean(draft.offered[line.betType])}
                  onChange={(e) =>
                    change({ offered: { ...draft.offered, [line.betType]: e.target.checked } })
                  }
                />
              ),
            },
            { title: t('editor.bet'), render: (_, line) => betLabelOf(line.betType)[language] },
            {
              title: t('editor.odds'),
              width: 140,
              render: (_, line) => (
                <Input
                  aria-label={`${t('editor.odds')} ${betLabelOf(line.betType)[language]}`}
                  value={draft.odds[line.betType]}
                  disabled={!draft.offered[line.betType]}
                  status={
                    draft.offered[line.betType] && !isOdds(draft.odds[line.betType] ?? '') ? 'error' : ''
                  }
                  onChange={(e) => change({ odds: { ...draft.odds, [line.betType]: e.target.value } })}
                />
              ),
            },
            {
              title: t('editor.rtp'),
              render: (_, line) =>
                line.rtpPercent === null || !draft.offered[line.betType] ? (
                  '—'
                ) : (
                  <Space>
                    <Tag color={line.isTooHigh ? 'red' : 'green'}>{line.rtpPercent}%</Tag>
                    {line.abovePercent ? (
                      <Typography.Text type="secondary">
                        {t('editor.rtpAbove', draft.plainAbove, line.abovePercent)}
                      </Typography.Text>
                    ) : null}
                  </Space>
                ),
            },
          ]}
        />
        <Form.Item label={t('common.reason')} required>
          <Input.TextArea
            aria-label={t('common.reason')}
            value={draft.reason}
            maxLength={200}
            onChange={(e) => change({ reason: e.target.value })}
          />
        </Form.Item>
        <Button type="primary" disabled={!canSave} loading={save.isPending} onClick={submit}>
          {t('editor.save')}
        </Button>
      </Space>
    </Drawer>
  );
}
