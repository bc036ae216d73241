import { render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Select } from 'antd';
import { TEST_THEME } from './render';
import { TestStyles } from './test-styles';
import { testUser } from './user';

describe('TestStyles: antd styles reduced to what decides visibility', () => {
  it("drops the declarations that only draw (a button's cursor)", () => {
    render(
      <ConfigProvider theme={TEST_THEME}>
        <Button type="primary">Go</Button>
      </ConfigProvider>,
      { wrapper: TestStyles },
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(getComputedStyle(button).getPropertyValue('cursor')).not.toBe('pointer');
    // the class is there: only the rule's drawing declarations are gone
    expect(button.className).toContain('ant-btn-primary');
  });

  it('keeps display: a closed dropdown is hidden from role queries', async () => {
    const user = testUser();
    render(
      <ConfigProvider theme={TEST_THEME}>
        <Select aria-label="Colour" options={[{ value: 'red', label: 'Red' }]} />
      </ConfigProvider>,
      { wrapper: TestStyles },
    );
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(await screen.findByText('Red', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Red' })).toBeNull());
    const popup = document.querySelector('.ant-select-dropdown');
    expect(popup).not.toBeNull();
    expect(getComputedStyle(popup!).display).toBe('none');
  });
});
