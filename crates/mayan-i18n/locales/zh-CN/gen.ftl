## gen: zh-CN

