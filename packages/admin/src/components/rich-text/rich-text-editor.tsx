// The console's rich-text editor (tiptap): headings, emphasis, lists, quotes and links, as the player app's
// rich-text pages show them. Its value is HTML, which the server sanitises with its allow-list on save;
// what players see is that sanitised HTML (the list shows it back after saving).
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '@/i18n/labels';
import './rich-text-editor.css';

type Props = { value?: string; onChange?: (html: string) => void; label: string };

type Chain = ReturnType<Editor['chain']>;

/** The marks and blocks the toolbar turns on and off: what tiptap calls each, and the button that does it. */
const TOGGLES: ReadonlyArray<{
  name: string;
  attributes?: Record<string, unknown>;
  label:
    | 'editor.heading'
    | 'editor.subheading'
    | 'editor.bold'
    | 'editor.italic'
    | 'editor.bullets'
    | 'editor.numbers';
  icon?: ReactNode;
  text?: string;
  press: (chain: Chain) => Chain;
}> = [
  {
    name: 'heading',
    attributes: { level: 2 },
    label: 'editor.heading',
    text: 'H2',
    press: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    name: 'heading',
    attributes: { level: 3 },
    label: 'editor.subheading',
    text: 'H3',
    press: (c) => c.toggleHeading({ level: 3 }),
  },
  { name: 'bold', label: 'editor.bold', icon: <BoldOutlined />, press: (c) => c.toggleBold() },
  { name: 'italic', label: 'editor.italic', icon: <ItalicOutlined />, press: (c) => c.toggleItalic() },
  {
    name: 'bulletList',
    label: 'editor.bullets',
    icon: <UnorderedListOutlined />,
    press: (c) => c.toggleBulletList(),
  },
  {
    name: 'orderedList',
    label: 'editor.numbers',
    icon: <OrderedListOutlined />,
    press: (c) => c.toggleOrderedList(),
  },
];

export function RichTextEditor({ value = '', onChange, label }: Props) {
  const t = useT();
  const [link, setLink] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['https'] } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A new value from outside (another item opened in the form) replaces what is shown.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  // What is on where the caret is (a mark just set applies to what is typed next): the toolbar shows it pressed.
  const on = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      toggles: TOGGLES.map((toggle) => current?.isActive(toggle.name, toggle.attributes) ?? false),
      link: current?.isActive('link') ?? false,
    }),
  });
  if (!editor || !on) return null;
  const chain = () => editor.chain().focus();

  return (
    <div className="fair28-rich-text">
      <Space wrap size={2} className="fair28-rich-text-toolbar">
        {TOGGLES.map((toggle, index) => (
          <ToolButton
            key={toggle.label}
            title={t(toggle.label)}
            active={on.toggles[index] ?? false}
            icon={toggle.icon}
            onPress={() => toggle.press(chain()).run()}
          >
            {toggle.text}
          </ToolButton>
        ))}
        <Popover
          trigger="click"
          content={
            <Space.Compact>
              <Input
                aria-label={t('editor.linkAddress')}
                placeholder="https://"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                style={{ width: 260 }}
              />
              <Button
                type="primary"
                onClick={() => {
                  if (link) chain().extendMarkRange('link').setLink({ href: link }).run();
                  else chain().extendMarkRange('link').unsetLink().run();
                }}
              >
                {t('editor.setLink')}
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title={t('editor.link')}>
            <Button
              type={on.link ? 'primary' : 'text'}
              size="small"
              aria-label={t('editor.link')}
              icon={<LinkOutlined />}
            />
          </Tooltip>
        </Popover>
        <ToolButton title={t('editor.undo')} icon={<UndoOutlined />} onPress={() => chain().undo().run()} />
        <ToolButton title={t('editor.redo')} icon={<RedoOutlined />} onPress={() => chain().redo().run()} />
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolButtonProps = {
  title: string;
  /** Set for marks and blocks, which are on or off; undo and redo are not. */
  active?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
  onPress: () => void;
};

/** A toolbar button that leaves the caret in the text: pressing it does not take focus from the editor,
 * so what is typed next lands where the operator was typing, with the mark just set. */
function ToolButton({ title, active, icon, children, onPress }: ToolButtonProps) {
  const isToggle = active !== undefined;
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={title}
        aria-pressed={isToggle ? active : undefined}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPress}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
