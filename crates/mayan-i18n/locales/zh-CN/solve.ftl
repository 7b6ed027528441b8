## solve: zh-CN

