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
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/labels';
import './rich-text-editor.css';

type Props = { value?: string; onChange?: (html: string) => void; label: string };

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
  if (!editor) return null;

  const mark = (name: string, attributes?: Record<string, unknown>) =>
    editor.isActive(name, attributes) ? 'primary' : 'text';
  const chain = () => editor.chain().focus();

  return (
    <div className="fair28-rich-text">
      <Space wrap size={2} className="fair28-rich-text-toolbar">
        <Tooltip title={t('editor.heading')}>
          <Button
            type={mark('heading', { level: 2 })}
            size="small"
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </Button>
        </Tooltip>
        <Tooltip title={t('editor.subheading')}>
          <Button
            type={mark('heading', { level: 3 })}
            size="small"
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </Button>
        </Tooltip>
        <Tooltip title={t('editor.bold')}>
          <Button
            type={mark('bold')}
            size="small"
            icon={<BoldOutlined />}
            onClick={() => chain().toggleBold().run()}
          />
        </Tooltip>
        <Tooltip title={t('editor.italic')}>
          <Button
            type={mark('italic')}
            size="small"
            icon={<ItalicOutlined />}
            onClick={() => chain().toggleItalic().run()}
          />
        </Tooltip>
        <Tooltip title={t('editor.bullets')}>
          <Button
            type={mark('bulletList')}
            size="small"
            icon={<UnorderedListOutlined />}
            onClick={() => chain().toggleBulletList().run()}
          />
        </Tooltip>
        <Tooltip title={t('editor.numbers')}>
          <Button
            type={mark('orderedList')}
            size="small"
            icon={<OrderedListOutlined />}
            onClick={() => chain().toggleOrderedList().run()}
          />
        </Tooltip>
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
            <Button type={mark('link')} size="small" icon={<LinkOutlined />} />
          </Tooltip>
        </Popover>
        <Tooltip title={t('editor.undo')}>
          <Button type="text" size="small" icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
        </Tooltip>
        <Tooltip title={t('editor.redo')}>
          <Button type="text" size="small" icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
        </Tooltip>
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
